// bench/images: a 5 MB, 24-megapixel JPEG through the whole upload pipeline (sniff, pixel
// check, decode with shrink-on-load, orient, strip, resize, WebP encode of two sizes),
// reporting p50/p95 time and peak memory. Run: npx tsx bench/images.ts [runs]
import { cpus, totalmem } from 'node:os';
import sharp from 'sharp';
import { processImage } from '../src/server/lib/images.js';

const runs = Number(process.argv[2] ?? 30);

async function makeInput(): Promise<Buffer> {
  // Noise keeps the JPEG large, as a real photograph is; search the quality that lands just under 5 MB.
  const width = 6000;
  const height = 4000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  let best: Buffer | undefined;
  for (const quality of [95, 92, 90, 88, 85, 82, 80, 75, 70]) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality, mozjpeg: false })
      .withExif({ IFD0: { Make: 'BenchCam', Orientation: '1' } })
      .toBuffer();
    if (jpeg.length <= 5 * 1024 * 1024) {
      best = jpeg;
      break;
    }
  }
  if (!best) throw new Error('could not make a JPEG under 5 MB');
  return best;
}

const input = await makeInput();
const meta = await sharp(input).metadata();
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);

await processImage(input, 'portfolio'); // warm-up
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  await processImage(input, 'portfolio');
  times.push(performance.now() - start);
}
clearInterval(sampler);
peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);

times.sort((a, b) => a - b);
const pick = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `input: ${meta.width}x${meta.height} JPEG, ${mb(input.length)} MB (${((meta.width! * meta.height!) / 1e6).toFixed(1)} MP)`,
);
console.log(
  `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${mb(totalmem())} MB RAM, Node ${process.version}`,
);
console.log(`runs: ${runs}`);
console.log(
  `p50: ${pick(50).toFixed(0)} ms   p95: ${pick(95).toFixed(0)} ms   max: ${times.at(-1)!.toFixed(0)} ms`,
);
console.log(`peak RSS: ${mb(peakRss)} MB   goal: p95 <= 500 ms -> ${pick(95) <= 500 ? 'met' : 'NOT met'}`);
