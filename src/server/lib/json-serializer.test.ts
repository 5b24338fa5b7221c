import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './json-serializer.js';

const card = z.object({
  name: z.string(),
  rate: z.number().nullable(),
  role: z.enum(['model', 'stylist']),
  joinedAt: z.iso.datetime(),
  tags: z.array(z.string()),
  avatar: z.object({ url: z.string() }).nullable(),
});

async function appAnswering(body: unknown, schema: z.ZodType = card) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/card', { schema: { response: { 200: schema } } }, async () => body as never);
  await app.ready();
  return app;
}

describe('response serializer', () => {
  it('writes exactly the declared fields, so nothing undeclared leaks', async () => {
    const app = await appAnswering({
      name: 'Ava',
      rate: null,
      role: 'model',
      joinedAt: '2026-11-21T10:00:00.000Z',
      tags: ['fashion'],
      avatar: { url: '/media/a.webp', storageKey: 'private/key' },
      email: 'ava@example.test',
      passwordHash: '$argon2id$...',
    });
    const response = await app.inject('/card');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Ava',
      rate: null,
      role: 'model',
      joinedAt: '2026-11-21T10:00:00.000Z',
      tags: ['fashion'],
      avatar: { url: '/media/a.webp' },
    });
    expect(response.body).not.toContain('ava@example.test');
  });

  it('writes null where a nullable object is absent', async () => {
    const app = await appAnswering({
      name: 'Noah',
      rate: 80,
      role: 'stylist',
      joinedAt: '2026-11-21T10:00:00.000Z',
      tags: [],
      avatar: null,
    });
    expect((await app.inject('/card')).json()).toMatchObject({ rate: 80, avatar: null });
  });

  it('refuses to send a response that lacks a required field', async () => {
    const app = await appAnswering({
      rate: 10,
      role: 'model',
      joinedAt: '2026-11-21T10:00:00.000Z',
      tags: [],
    });
    const response = await app.inject('/card');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('"rate":10');
  });

  it('keeps zod for what JSON Schema cannot express', async () => {
    const app = await appAnswering(
      { at: new Date('2026-11-21T10:00:00.000Z'), extra: 1 },
      z.object({ at: z.date() }),
    );
    expect((await app.inject('/card')).json()).toEqual({ at: '2026-11-21T10:00:00.000Z' });
  });
});
