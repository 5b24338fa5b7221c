import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkComments, describeCitation } from './check-comments.mjs';

// Comments in src point at docs/product.md, never at documents outside the repository
// (`npm run lint` runs the check): small source trees, the real one, and one run of the
// command itself to show how lint fails.

const repo = resolve(import.meta.dirname, '..');
const checker = join(repo, 'scripts/check-comments.mjs');
const trees: string[] = [];

afterAll(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/** A source tree of the given files (path -> text). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'frameline-comments-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const check = (files: Record<string, string>) => checkComments(tree(files)).map(describeCitation);

/** Comments that say the rule or point at docs/product.md; strings and names may say anything. */
const clean = {
  'src/shared/enums.ts': [
    '// Value lists of the product (docs/product.md, Roles).',
    "export const SPECIALTIES = ['fashion'] as const;",
    "export const CODE = 'D13 SPEC DESIGN.md'; // a product text is not a comment",
    '',
  ].join('\n'),
  'src/web/page.tsx': [
    '/** The public profile (docs/product.md, Public profile page). */',
    'export const Page = () => (',
    '  <div>',
    '    {/* Connect and Book Now appear only while the professional is available. */}',
    '    D13 in text is content, not a comment',
    '  </div>',
    ');',
    '',
  ].join('\n'),
  'src/web/styles.css': '/* Design tokens (docs/product.md, Look and voice). */\n:root { --x: 1px; }\n',
};

describe('comments cite only the repository', () => {
  it('lets comments that state the rule or point at docs/product.md pass, whatever strings say', () => {
    expect(check(clean)).toEqual([]);
  });

  it('finds SPEC, DESIGN.md, DECISIONS, ARCHITECTURE.md and D-numbers in every kind of comment', () => {
    expect(
      check({
        ...clean,
        'src/server/service.ts': [
          '/**',
          ' * Private fields only for the owner (D3).',
          ' */',
          'export const a = 1; // as DECISIONS say',
          '',
        ].join('\n'),
        'src/server/db/migrations/0001.ts': [
          "import { sql } from 'kysely';",
          'export const up = sql`',
          '  -- D12: distinct viewers per day.',
          "  select 'D5 in a string' as text;",
          '`;',
          '',
        ].join('\n'),
        'src/web/card.tsx': [
          'export const Card = () => (',
          '  <p>',
          '    {/* SPEC 2: visitors cannot connect. */}',
          '  </p>',
          ');',
          '',
        ].join('\n'),
        'src/web/card.test.tsx': "import { it } from 'vitest';\nit('shows the card (D13)', () => {});\n",
        'src/web/fonts.css': '/* Self-hosted fonts (DESIGN.md). */\n',
        'src/web/index.html': '<!-- as ARCHITECTURE.md says -->\n<p>D7</p>\n',
      }),
    ).toEqual([
      'src/server/db/migrations/0001.ts:3  cites D12: -- D12: distinct viewers per day.',
      'src/server/service.ts:2  cites D3: * Private fields only for the owner (D3).',
      'src/server/service.ts:4  cites DECISIONS: // as DECISIONS say',
      "src/web/card.test.tsx:2  cites D13: 'shows the card (D13)'",
      'src/web/card.tsx:3  cites SPEC: /* SPEC 2: visitors cannot connect. */',
      'src/web/fonts.css:1  cites DESIGN.md: /* Self-hosted fonts (DESIGN.md). */',
      'src/web/index.html:1  cites ARCHITECTURE.md: <!-- as ARCHITECTURE.md says -->',
    ]);
  });

  it('makes npm run lint fail, naming the file, the line and what it cites', () => {
    const root = tree({
      ...clean,
      'src/shared/limits.ts': '// Business constants of SPEC section 9.\nexport const PASSWORD_MIN = 8;\n',
    });
    const result = spawnSync(process.execPath, [checker, root], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'src/shared/limits.ts:1  cites SPEC: // Business constants of SPEC section 9.',
      'check-comments: 1 comment line(s) cite a document outside the repository; state the rule or point at a heading of docs/product.md (e.g. "docs/product.md, Sign-in limits").',
    ]);
  });

  it('holds on the real source tree, which npm run lint checks', () => {
    expect(checkComments(repo).map(describeCitation)).toEqual([]);
    const scripts = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >;
    expect(scripts.lint).toContain('node scripts/check-comments.mjs');
  });
});
