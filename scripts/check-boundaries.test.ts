import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBoundaries, describeProblem } from './check-boundaries.mjs';

// The import boundaries `npm run lint` enforces (docs/decisions/0015), on small source
// trees and on the real one; one run of the command itself shows how lint fails.

const repo = resolve(import.meta.dirname, '..');
const checker = join(repo, 'scripts/check-boundaries.mjs');
const trees: string[] = [];

afterAll(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/** A source tree of the given files (path -> text). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'frameline-boundaries-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** What lint prints about a tree, one line per import that crosses a boundary. */
const check = (files: Record<string, string>) => checkBoundaries(tree(files)).map(describeProblem);

/** A tree that keeps every rule: the app reaches into features, features use each other's entries. */
const clean = {
  'src/shared/schemas/profiles.ts': 'export const PROFILE = 1;\n',
  'src/server/lib/app-error.ts':
    "import { PROFILE } from '../../shared/schemas/profiles.js';\nexport { PROFILE };\n",
  'src/server/features/profiles/profiles.service.ts':
    "import '../../lib/app-error.js';\nexport const load = 1;\n",
  'src/server/features/profiles/index.ts': "export { load } from './profiles.service.js';\n",
  'src/server/features/portfolio/portfolio.service.ts':
    "import { load } from '../profiles/index.js';\nexport { load };\n",
  'src/server/app.ts': "import '../server/features/portfolio/portfolio.service.js';\n",
  'src/web/lib/api-client.ts': "import '../../shared/schemas/profiles';\n",
  'src/web/features/auth/auth-context.tsx': 'export const useAuth = () => null;\n',
  'src/web/features/auth/index.ts': "export { useAuth } from './auth-context';\n",
  'src/web/features/profiles/pages/profile-page.tsx':
    "import { useAuth } from '../../auth';\nimport '../../../lib/api-client';\nexport { useAuth };\n",
  'src/web/app/routes.tsx': "export const page = () => import('../features/profiles/pages/profile-page');\n",
};

describe('import boundaries', () => {
  it('lets a tree that keeps them pass', () => {
    expect(check(clean)).toEqual([]);
  });

  it('makes npm run lint fail on a web file importing the server, naming the file, the line and the rule', () => {
    const root = tree({
      ...clean,
      'src/web/features/profiles/lib/profile-texts.ts':
        "import { PROFILE } from '../../../../shared/schemas/profiles';\nimport { load } from '../../../../server/features/profiles/index.js';\n",
    });
    const result = spawnSync(process.execPath, [checker, root], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      "src/web/features/profiles/lib/profile-texts.ts:2  web-server-apart: src/web must not import src/server; put what both need in src/shared (imports '../../../../server/features/profiles/index.js')",
      'check-boundaries: 1 import(s) cross a boundary (rules: docs/decisions/0015-import-boundaries.md).',
    ]);
  });

  it('refuses the server importing the web, and shared code importing either side', () => {
    expect(
      check({
        ...clean,
        'src/server/features/seo/page.ts': "import type { Page } from '../../../web/app/routes';\n",
        'src/shared/texts.ts': "export const x = () => import('../server/lib/app-error.js');\n",
      }),
    ).toEqual([
      expect.stringMatching(
        /^src\/server\/features\/seo\/page\.ts:1 {2}web-server-apart: src\/server must not import src\/web/,
      ),
      expect.stringMatching(
        /^src\/shared\/texts\.ts:1 {2}shared-stays-shared: src\/shared must not import src\/server/,
      ),
    ]);
  });

  it("refuses a feature reaching into another feature's files, in any form of import", () => {
    expect(
      check({
        ...clean,
        'src/web/features/dashboard/dashboard-page.tsx': [
          "import { useAuth } from '../auth';",
          "import { useAuth as same } from '../auth/auth-context';",
          "export type { Page } from '../profiles/pages/profile-page';",
          "const later = () => import('../profiles/pages/profile-page');",
          '',
        ].join('\n'),
        'src/server/features/portfolio/portfolio.routes.ts':
          "import { load } from '../profiles/profiles.service.js';\n",
      }),
    ).toEqual([
      "src/server/features/portfolio/portfolio.routes.ts:1  feature-entry: 'src/server/features/profiles/profiles.service.js' is inside the feature 'profiles'; import it from features/profiles/index.ts (export it there if other features need it) (imports '../profiles/profiles.service.js')",
      expect.stringMatching(
        /^src\/web\/features\/dashboard\/dashboard-page\.tsx:2 {2}feature-entry: .*'auth'/,
      ),
      expect.stringMatching(
        /^src\/web\/features\/dashboard\/dashboard-page\.tsx:3 {2}feature-entry: .*'profiles'/,
      ),
      expect.stringMatching(
        /^src\/web\/features\/dashboard\/dashboard-page\.tsx:4 {2}feature-entry: .*'profiles'/,
      ),
    ]);
  });

  it('refuses code every feature uses importing a feature, and a feature importing its own entry', () => {
    expect(
      check({
        ...clean,
        'src/web/components/ui/header.tsx': "import { useAuth } from '../../features/auth';\n",
        'src/web/features/auth/components/require-auth.tsx': "import { useAuth } from '../index';\n",
      }),
    ).toEqual([
      "src/web/components/ui/header.tsx:1  common-code: src/web/components/ui serves every feature and must not import the feature 'auth' (imports '../../features/auth')",
      "src/web/features/auth/components/require-auth.tsx:1  own-entry: inside 'auth', import the file itself, not the feature's index.ts (imports '../index')",
    ]);
  });

  it('refuses features that import each other in a circle, even through their entries', () => {
    expect(
      check({
        ...clean,
        'src/web/features/portfolio/index.ts': "export { gallery } from './gallery';\n",
        'src/web/features/portfolio/gallery.tsx': "import '../profiles';\nexport const gallery = 1;\n",
        'src/web/features/profiles/index.ts': "export { card } from './card';\n",
        'src/web/features/profiles/card.tsx':
          "import { gallery } from '../portfolio';\nexport const card = gallery;\n",
      }),
    ).toEqual([
      'src/web/features/portfolio/gallery.tsx:1  feature-cycle: the features web/portfolio, web/profiles import each other in a circle (web/portfolio -> web/profiles at src/web/features/portfolio/gallery.tsx:1; web/profiles -> web/portfolio at src/web/features/profiles/card.tsx:1); one of them must not know the other',
    ]);
  });

  it('holds on the real source tree, which npm run lint checks', () => {
    expect(checkBoundaries(repo).map(describeProblem)).toEqual([]);
    const scripts = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >;
    expect(scripts.lint).toContain('node scripts/check-boundaries.mjs');
  });
});
