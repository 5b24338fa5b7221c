#!/usr/bin/env node
// After `vite build`: the gzip size of the JavaScript the browser must fetch before it can
// render / (the entry script of dist/web/index.html plus its module preloads, both named
// by the page's one script tag, docs/decisions/0022), and
// a failure (exit 1) above the budget. For information it also prints the lazy chunks
// the landing route pulls in right after (not part of the budget).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const webRoot = resolve(import.meta.dirname, '../dist/web');
const indexFile = join(webRoot, 'index.html');
if (!existsSync(indexFile)) {
  console.error(`report-bundle: ${indexFile} is missing; run vite build first.`);
  process.exit(1);
}

const html = readFileSync(indexFile, 'utf8');
const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`))?.[1];
const loaders = [...html.matchAll(/<script\b[^>]*>/g)]
  .map(([tag]) => tag)
  .filter((tag) => attr(tag, 'data-entry'));
const entries = loaders.map((tag) => attr(tag, 'data-entry'));
const preloads = loaders.flatMap((tag) => (attr(tag, 'data-modules') ?? '').split(' ').filter(Boolean));

if (entries.length === 0) {
  console.error('report-bundle: no module entry script found in dist/web/index.html.');
  process.exit(1);
}

const fileOf = (url) => join(webRoot, url.replace(/^\//, ''));
const gzipBytes = (file) => gzipSync(readFileSync(file)).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const initial = [...new Set([...entries, ...preloads])];
let total = 0;
const rows = initial.map((url) => {
  const size = gzipBytes(fileOf(url));
  total += size;
  return [url, size];
});

console.log('Initial JavaScript of / (entry + module preloads), gzip:');
for (const [url, size] of rows) console.log(`  ${kb(size).padStart(9)}  ${url}`);
console.log(`  ${kb(total).padStart(9)}  total (budget ${BUDGET_KB} KB)`);

// Lazy chunks the landing route loads next: its page chunk and what it imports, minus
// what is already loaded. Informational, so a regression there is visible in the log.
const assets = join(webRoot, 'assets');
const landing = entries.length
  ? [
      ...readFileSync(fileOf(entries[0]), 'utf8').matchAll(
        /["'`](?:\.\/|\/?assets\/)(landing-page-[\w-]+\.js)["'`]/g,
      ),
    ].map((match) => match[1])
  : [];
if (landing.length > 0) {
  const seen = new Set(initial.map((url) => url.replace(/^\/assets\//, '')));
  const queue = [landing[0]];
  let lazyTotal = 0;
  const lazyRows = [];
  while (queue.length > 0) {
    const name = queue.shift();
    if (seen.has(name)) continue;
    seen.add(name);
    const file = join(assets, name);
    if (!existsSync(file)) continue;
    const size = gzipBytes(file);
    lazyTotal += size;
    lazyRows.push([name, size]);
    const code = readFileSync(file, 'utf8');
    // Static imports and dynamic ones (the landing loads its lower sections at once).
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["'`]\.\/([\w.-]+\.js)["'`]/g))
      queue.push(match[1]);
  }
  console.log('Landing route chunks loaded after start-up (informational), gzip:');
  for (const [name, size] of lazyRows) console.log(`  ${kb(size).padStart(9)}  /assets/${name}`);
  console.log(`  ${kb(lazyTotal).padStart(9)}  total; with the initial JavaScript ${kb(total + lazyTotal)}`);
}

if (total > BUDGET_KB * 1024) {
  console.error(
    `report-bundle: the initial JavaScript of / is ${kb(total)}, above the ${BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
