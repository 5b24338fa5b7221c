// The Chromium the browser tests and the Lighthouse benches drive, and its flags. Plain
// JavaScript so that the benches can run it under node; the tests import it with its types
// (chromium.d.mts).
import { existsSync } from 'node:fs';
import { arch, platform } from 'node:os';

/** Not the @sparticuz/chromium package's own args: its --single-process dies when a page closes. */
export const CHROMIUM_FLAGS = [
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
export async function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (platform() === 'linux' && arch() === 'x64') {
    const packed = (await import('@sparticuz/chromium')).default;
    return packed.executablePath();
  }
  const system = SYSTEM_BROWSERS.find((path) => existsSync(path));
  if (!system) throw new Error('No Chromium found: set CHROMIUM_PATH to a Chrome or Chromium binary.');
  return system;
}
