import { execSync } from 'node:child_process';
import { resolve } from 'node:path';

/** Browser tests run against the built app, so build first unless the caller just did. */
export default function setup() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execSync('npm run build', { cwd: resolve(import.meta.dirname, '../../..'), stdio: 'inherit' });
}
