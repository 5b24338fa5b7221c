import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { findChromium } from '../../../scripts/chromium.mjs';

/**
 * Browser tests run against the built app, so build first unless the caller just did.
 * The Chromium is found (and, from @sparticuz/chromium, unpacked) once here: two test files
 * unpacking it at once race on the same binary (ETXTBSY).
 */
export default async function setup() {
  process.env.CHROMIUM_PATH = await findChromium();
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execSync('npm run build', { cwd: resolve(import.meta.dirname, '../../..'), stdio: 'inherit' });
}
