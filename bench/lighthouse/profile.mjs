// CPU profile of a page loading on Lighthouse's phone profile (412x823, CPU slowed 4x):
// self time per script and per function, averaged over the loads. Steadier than
// Lighthouse's score on a shared machine for telling whether a change made the page's
// own work cheaper. Usage, from the repository root, with a server running:
//   node bench/lighthouse/profile.mjs http://localhost:3700/discover-talent [loads=5]
// The browser is the browser tests' Chromium, found by scripts/chromium.mjs.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/chromium.mjs';

const url = process.argv[2] ?? 'http://localhost:3000/discover-talent';
const loads = Math.max(1, Number(process.argv[3] ?? 5));

const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_FLAGS,
});
const byScript = {};
const byFunction = {};
try {
  for (let load = 0; load < loads; load++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    // Long enough for the app to load and hydrate at 4x.
    await page.waitForTimeout(3000);
    const { profile } = await cdp.send('Profiler.stop');
    const selfTime = new Map();
    profile.samples.forEach((node, i) => {
      selfTime.set(node, (selfTime.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0));
    });
    for (const node of profile.nodes) {
      const ms = (selfTime.get(node.id) ?? 0) / 1000 / loads;
      const frame = node.callFrame;
      const script = frame.url.replace(/.*\//, '') || `(${frame.functionName})`;
      const fn = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}`;
      byScript[script] = (byScript[script] ?? 0) + ms;
      byFunction[fn] = (byFunction[fn] ?? 0) + ms;
    }
    await context.close();
  }
} finally {
  await browser.close();
}
const top = (table, count) =>
  Object.entries(table)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');
console.log(`${url}, ${loads} loads, CPU 4x: self time per load`);
console.log(top(byScript, 15));
console.log('\nby function:');
console.log(top(byFunction, 25));
