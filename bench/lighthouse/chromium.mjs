// The browser the Lighthouse benches drive: the browser tests' Chromium (CHROMIUM_PATH,
// else the @sparticuz/chromium devDependency of the repository), with the same flags as
// tests/e2e/support/browser.ts. Plain JavaScript, run by node from the repository root.
import { createRequire } from 'node:module';
import { join } from 'node:path';

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

export async function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const packed = createRequire(join(process.cwd(), 'package.json'))('@sparticuz/chromium');
  return (packed.default ?? packed).executablePath();
}
