import { existsSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { type Browser, chromium } from 'playwright-core';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/**
 * The browser, found in this order: CHROMIUM_PATH; on Linux x64 the Chromium inside the
 * @sparticuz/chromium devDependency (so `npm install` is all a newcomer needs); else a
 * system Chrome or Chromium.
 */
export async function findChromium(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (platform() === 'linux' && arch() === 'x64') {
    const packed = (await import('@sparticuz/chromium')).default;
    return packed.executablePath();
  }
  const system = SYSTEM_BROWSERS.find((path) => existsSync(path));
  if (!system) throw new Error('No Chromium found: set CHROMIUM_PATH to a Chrome or Chromium binary.');
  return system;
}

export async function launchBrowser(): Promise<Browser> {
  // Not the package's own args: its --single-process dies when a page closes.
  return chromium.launch({ executablePath: await findChromium(), args: FLAGS });
}
