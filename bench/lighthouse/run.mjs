// Lighthouse (mobile defaults) on /, /discover-talent and a public profile of a running
// Frameline. Usage, from the repository root:
//   (cd bench/lighthouse && npm install)          # once; not part of the main lockfile
//   npm run build && PORT=3700 DATA_DIR=.data-lh node dist/server/main.js &   # demo data seeds itself
//   node bench/lighthouse/run.mjs http://localhost:3700 [runs]
// LH_PAGES (comma-separated, as the table names them) limits the pages.
// Every run also shows Lighthouse's benchmarkIndex, its own measure of the machine's CPU
// taken just before the run: its default 4x slowdown is meant for a machine of about
// 1500-2000, and on a slower one the same page scores lower (bench/README.md).
// LH_CPU_SLOWDOWN=n slows the CPU n times instead of 4: benchmarkIndex / 400 gives about
// what 4x gives on a machine of 1600.
// With runs > 1 (default 1) every page is measured that many times and the row shows the
// run with the median performance score. LH_JSON_DIR=dir keeps each full report there.
// The browser is the browser tests' Chromium, found by scripts/chromium.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const runs = Math.max(1, Number(process.argv[3] ?? 1));
const jsonDir = process.env.LH_JSON_DIR;
const cpuSlowdown = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error('LH_CPU_SLOWDOWN must be >= 1');

const discover = await (await fetch(`${base}/api/discover?pageSize=1&sort=rating`)).json();
const profileId = discover.items?.[0]?.userId;
// The goal covers a profile page too: a server with no listed profile cannot show it.
if (!profileId) throw new Error('No listed profile to measure: start the server with SEED_DEMO=true');
const label = (path) => (path.startsWith('/profile/') ? '/profile/{id}' : path);
const allPages = ['/', '/discover-talent', `/profile/${profileId}`];
// LH_PAGES=/discover-talent,/profile/{id} measures only those (while working on one page).
const only = process.env.LH_PAGES?.split(',');
const pages = allPages.filter((path) => !only || only.includes(label(path)));
// A mistyped filter must not end in an empty table read as "goal met".
if (pages.length === 0)
  throw new Error(`LH_PAGES names none of the pages: ${allPages.map(label).join(', ')}`);

const chrome = await chromeLauncher.launch({
  chromePath: await findChromium(),
  chromeFlags: CHROMIUM_FLAGS,
});
const rows = [];
try {
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });
  for (const path of pages) {
    const page = label(path);
    const measured = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      });
      const { categories, audits } = result.lhr;
      if (jsonDir) {
        const name = `${path === '/' ? 'landing' : path.split('/')[1]}-${run + 1}.json`;
        writeFileSync(join(jsonDir, name), result.report);
      }
      const row = {
        page,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcp: audits['largest-contentful-paint'].displayValue,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].displayValue,
        cls: audits['cumulative-layout-shift'].displayValue,
        load: loadavg()[0].toFixed(2),
        benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      };
      measured.push(row);
      if (runs > 1)
        console.error(
          `  ${page} run ${run + 1}: ${row.performance} LCP ${row.lcp} TBT ${row.tbt} (load ${row.load}, benchmarkIndex ${row.benchmarkIndex})`,
        );
    }
    measured.sort((a, b) => a.performance - b.performance);
    rows.push(measured[Math.floor(measured.length / 2)]);
  }
} finally {
  await chrome.kill();
}
console.log(
  `Lighthouse mobile ${cpuSlowdown ? `with the CPU slowed ${cpuSlowdown}x` : 'defaults (CPU slowed 4x)'}, ${new Date().toISOString().slice(0, 10)}, ${base}${runs > 1 ? `, median of ${runs} runs` : ''}`,
);
console.log(
  '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | benchmarkIndex |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.benchmarkIndex} |`,
  );
}
// Issue 14's goal for the three pages.
const ok = rows.every((r) => r.performance >= 95 && r.accessibility === 100 && r.lcpMs <= 2000);
const scope =
  pages.length < allPages.length ? ` (for the ${pages.length} of ${allPages.length} pages measured)` : '';
console.log(`goal performance >= 95, accessibility 100, LCP <= 2.0 s: ${ok ? 'met' : 'NOT met'}${scope}`);
