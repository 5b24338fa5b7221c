import { readFileSync } from 'node:fs';
import { createTailwindMerge } from 'tailwind-merge';
import { beforeAll, describe, expect, it } from 'vitest';
import { cn } from '../src/web/lib/cn';
import { fullConfig, OUTPUT, source, trimmedConfig, usedClasses } from './generate-class-groups.mjs';

// `cn()` merges with a configuration trimmed to the classes the web app uses
// (scripts/generate-class-groups.mjs). It must be current, and merge those classes as the
// full configuration would.

let classes: string[] = [];
beforeAll(async () => {
  classes = await usedClasses();
}, 30_000);

describe('the class groups cn() merges with', () => {
  it('are generated from the classes the sources use now', () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(classes).toContain('rounded-button');
    expect(
      readFileSync(OUTPUT, 'utf8'),
      'src/web/lib/class-groups.gen.ts is out of date: run npm run generate:class-groups',
    ).toBe(source(trimmedConfig(classes)));
  });

  it('merge every pair of those classes as the full configuration does', () => {
    const full = createTailwindMerge(fullConfig);
    const trimmed = createTailwindMerge(() => trimmedConfig(classes));
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        const expected = full(pair);
        if (trimmed(pair) !== expected) differences.push(`${pair} -> ${expected}`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it('let a caller override a component, theme names too', () => {
    for (const used of ['rounded-button', 'rounded-full', 'px-2', 'px-4', 'p-6', 'leading-5', 'leading-none'])
      expect(classes).toContain(used);
    expect(cn('rounded-button px-4 text-sm', 'rounded-full px-2')).toBe('text-sm rounded-full px-2');
    expect(cn('p-6', 'px-2')).toBe('p-6 px-2');
    expect(cn('px-2', 'p-6')).toBe('p-6');
    expect(cn('hover:px-2 sm:px-4', 'hover:px-4')).toBe('sm:px-4 hover:px-4');
    expect(cn('leading-none text-sm', 'leading-5')).toBe('text-sm leading-5');
    expect(cn('render-when-near p-6', 'p-2')).toBe('render-when-near p-2');
  });
});
