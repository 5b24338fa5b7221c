#!/usr/bin/env node
// After `vite build`: a .br and a .gz copy of every script, style sheet and SVG in
// dist/web, which the server sends to browsers that accept them (@fastify/static's
// preCompressed). Compressed once at build time, at the best ratio.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webRoot = resolve(import.meta.dirname, '../dist/web');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name) && !name.endsWith('.map')) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(webRoot)) {
  const data = readFileSync(path);
  if (data.length < 1024) continue;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  count++;
  before += data.length;
  after += br.length;
}
console.log(
  `compress-assets: ${count} files, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
);
