import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/frameline-config-test' });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      isProduction: false,
      imageQueueWaitMs: 10_000,
      runWorker: true,
    });
    expect(config.imageWorkers).toBeGreaterThanOrEqual(1);
    expect(config.renderWorkers).toBeGreaterThanOrEqual(1);
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    // generated once, then reused
    expect(loadConfig({ DATA_DIR: '/tmp/frameline-config-test' }).authSecret).toBe(config.authSecret);
  });

  it('stops on a bad value and names the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc": must be a number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO="maybe": must be true or false/);
    expect(() => loadConfig({ IMAGE_WORKERS: '0' })).toThrow(/IMAGE_WORKERS="0": must be at least 1/);
    expect(() => loadConfig({ RENDER_WORKERS: '-1' })).toThrow(/RENDER_WORKERS="-1": must be 0 or more/);
    expect(loadConfig({ RENDER_WORKERS: '0' }).renderWorkers).toBe(0);
    expect(() => loadConfig({ RUN_WORKER: 'sometimes' })).toThrow(/RUN_WORKER="sometimes"/);
    expect(loadConfig({ RUN_WORKER: 'false', DATA_DIR: '/tmp/frameline-config-test' }).runWorker).toBe(false);
  });

  it('believes one load balancer, a number of them or their addresses, never every hop', () => {
    const trust = (value: string) =>
      loadConfig({ TRUST_PROXY: value, DATA_DIR: '/tmp/frameline-config-test' }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.5')).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => trust('everyone')).toThrow(/TRUST_PROXY="everyone"/);
  });

  it('requires a secret, the public address and a mail server in production, and turns the demo seed off there', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://frameline.example/',
      SMTP_URL: 'smtp://mail.example:587',
    } as const;
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET: is required[\s\S]*PUBLIC_URL: is required[\s\S]*SMTP_URL: is required/,
    );
    // Each one missing on its own stops the start, naming only it.
    for (const name of ['AUTH_SECRET', 'PUBLIC_URL', 'SMTP_URL'] as const) {
      const error = (() => {
        try {
          loadConfig({ ...production, [name]: '' });
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(`${name}: is required`);
      for (const other of ['AUTH_SECRET', 'PUBLIC_URL', 'SMTP_URL'].filter((n) => n !== name))
        expect((error as Error).message).not.toContain(other);
    }
    const config = loadConfig(production);
    expect(config).toMatchObject({
      seedDemo: false,
      publicUrl: 'https://frameline.example',
      smtpUrl: production.SMTP_URL,
    });
    // Migrations serve no one and send no mail: only the secret is asked for there.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }, { serves: false }),
    ).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production' }, { serves: false })).toThrow(/AUTH_SECRET/);
  });

  it('wants every S3 credential once one is given', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media', DATA_DIR: '/tmp/frameline-config-test' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/,
    );
  });
});
