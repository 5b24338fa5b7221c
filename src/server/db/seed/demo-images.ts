import sharp from 'sharp';
import type { PortfolioCategory } from '../../../shared/enums.js';

// Demo imagery made by the project (docs/product.md, Media is ours): abstract studies of
// light, colour and texture, rendered from SVG by sharp. Never people or faces. The same
// seed always gives the same picture, so the demo looks the same on every machine. The
// buffers are ordinary JPEGs that go through the upload pipeline like any member's file.

type Palette = readonly [string, string, string, string, string];

/** Dark to light, roughly; each one a small colour story. */
const PALETTES: readonly Palette[] = [
  ['#1b1033', '#5b3df5', '#ff5a4e', '#ff9a76', '#ffd6a5'], // coral dusk
  ['#0b2233', '#1f6f8b', '#56b4a9', '#b9e4d6', '#f6c28b'], // ocean glass
  ['#1e1340', '#4b2fbf', '#a78bfa', '#f5c2e7', '#ffe4ef'], // violet haze
  ['#2b1d1f', '#8c3b25', '#e07a5f', '#f2cc8f', '#f6efe0'], // desert
  ['#0e2419', '#2d6a4f', '#74c69d', '#d8f3dc', '#ffe5b4'], // forest mist
  ['#0b0b14', '#3a0ca3', '#f72585', '#4cc9f0', '#ffd166'], // neon night
  ['#3b2f3a', '#9d8189', '#f4acb7', '#ffcad4', '#fff1e6'], // rose powder
  ['#160606', '#6a040f', '#d00000', '#ff7b00', '#ffba08'], // ember
  ['#0f1e33', '#326273', '#5c9ead', '#b8d8eb', '#eef5fa'], // glacier
  ['#2f3129', '#6b705c', '#a5a58d', '#ddbea9', '#fff1e3'], // sage and clay
  ['#1f2a12', '#606c38', '#dda15e', '#bc6c25', '#fefae0'], // olive and honey
  ['#03071e', '#14213d', '#3d5a80', '#fca311', '#f1f1ee'], // midnight gold
  ['#231942', '#5e548e', '#9f86c0', '#e0b1cb', '#fde2e4'], // lavender
  ['#001219', '#005f73', '#0a9396', '#ee9b00', '#e9d8a6'], // teal and saffron
];

type Style = 'glow' | 'bokeh' | 'waves' | 'fields' | 'orbs' | 'leaks' | 'arches';

/** Each portfolio category leans towards styles that suggest it, without depicting anyone. */
const CATEGORY_STYLES: Record<PortfolioCategory, readonly Style[]> = {
  portrait: ['glow', 'leaks', 'orbs'],
  fashion: ['waves', 'leaks', 'fields'],
  wedding: ['bokeh', 'glow', 'waves'],
  commercial: ['orbs', 'arches', 'fields'],
  lifestyle: ['leaks', 'fields', 'glow'],
  beauty: ['glow', 'waves', 'orbs'],
  editorial: ['fields', 'arches', 'waves'],
  event: ['bokeh', 'leaks', 'glow'],
  other: ['arches', 'fields', 'orbs', 'waves'],
};

/** Small enough to generate quickly, large enough to look sharp in the lightbox. */
const SHAPES = {
  landscape: [1200, 800],
  portrait: [880, 1100],
  tall: [760, 1140],
  square: [1000, 1000],
} as const;

/** A square avatar: a soft orb of light on a gradient. */
export function avatarArt(seed: string): Promise<Buffer> {
  const rng = random(`avatar:${seed}`);
  return render(rng, 600, 600, rng.pick(['glow', 'orbs', 'leaks'] as const), { grain: 0.03 });
}

/** A 3:1 profile banner. */
export function bannerArt(seed: string): Promise<Buffer> {
  const rng = random(`banner:${seed}`);
  return render(rng, 1500, 500, rng.pick(['waves', 'leaks', 'glow', 'bokeh', 'waves'] as const), {
    grain: 0.035,
  });
}

/** One piece of portfolio work, in a shape that suits a grid of mixed orientations. */
export function portfolioArt(seed: string, category: PortfolioCategory | null = 'other'): Promise<Buffer> {
  const rng = random(`portfolio:${seed}:${category}`);
  const [width, height] = SHAPES[rng.pick(['landscape', 'landscape', 'portrait', 'tall', 'square'] as const)];
  return render(rng, width, height, rng.pick(CATEGORY_STYLES[category ?? 'other']), { grain: 0.032 });
}

// --- rendering -----------------------------------------------------------------------

type Rng = ReturnType<typeof random>;

async function render(
  rng: Rng,
  width: number,
  height: number,
  style: Style,
  options: { grain: number },
): Promise<Buffer> {
  const palette = rng.pick(PALETTES);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${STYLES[style](rng, palette, width, height)}</svg>`;
  const grain = grainTile(rng.int(0, GRAIN_TILES - 1), options.grain);
  let image = sharp(Buffer.from(svg));
  // libvips blurs far faster than librsvg's feGaussianBlur: soft styles are drawn crisp, then blurred.
  const blur = BLUR[style];
  if (blur) image = image.blur(Math.max(1, Math.min(width, height) * blur));
  return image
    .flatten({ background: palette[0] })
    .composite([{ input: grain.data, raw: grain.raw, tile: true }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Styles blurred as a whole after drawing, as a fraction of the shorter side. */
const BLUR: Partial<Record<Style, number>> = { fields: 0.018 };

type Painter = (rng: Rng, palette: Palette, width: number, height: number) => string;

const STYLES: Record<Style, Painter> = {
  /** Soft pools of coloured light on a dark-to-mid gradient, like gels on a backdrop. */
  glow(rng, palette, width, height) {
    const defs: string[] = [backgroundGradient('bg', rng, palette[0], palette[1])];
    const shapes: string[] = ['<rect width="100%" height="100%" fill="url(#bg)"/>'];
    const count = rng.int(3, 6);
    for (let i = 0; i < count; i++) {
      const colour = palette[rng.int(2, 4)]!;
      defs.push(softSpot(`g${i}`, colour, rng.float(0.55, 0.95)));
      const r = Math.max(width, height) * rng.float(0.25, 0.6);
      shapes.push(
        `<ellipse cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" rx="${r.toFixed(0)}" ry="${(r * rng.float(0.6, 1.2)).toFixed(0)}" fill="url(#g${i})"/>`,
      );
    }
    return `<defs>${defs.join('')}</defs>${shapes[0]}${screened(shapes.slice(1))}`;
  },

  /** Out-of-focus points of light: string lights, candles, a city at night. */
  bokeh(rng, palette, width, height) {
    const defs = [backgroundGradient('bg', rng, palette[0], palette[1])];
    const shapes = ['<rect width="100%" height="100%" fill="url(#bg)"/>'];
    for (let i = 0; i < 3; i++) defs.push(disc(`d${i}`, palette[2 + i]!));
    const count = rng.int(28, 60);
    const band = rng.float(0.25, 0.75);
    for (let i = 0; i < count; i++) {
      const r = Math.min(width, height) * rng.float(0.02, 0.11);
      const y = height * (band + rng.normal() * 0.22);
      shapes.push(
        `<circle cx="${rng.int(0, width)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="url(#d${rng.int(0, 2)})" opacity="${rng.float(0.35, 0.9).toFixed(2)}"/>`,
      );
    }
    return `<defs>${defs.join('')}</defs>${shapes[0]}${screened(shapes.slice(1))}`;
  },

  /** Layered flowing bands, like draped fabric or dunes. */
  waves(rng, palette, width, height) {
    const defs: string[] = [backgroundGradient('bg', rng, palette[rng.int(0, 1)]!, palette[rng.int(2, 4)]!)];
    const shapes = ['<rect width="100%" height="100%" fill="url(#bg)"/>'];
    const layers = rng.int(4, 7);
    for (let i = 0; i < layers; i++) {
      const top = height * (0.15 + (i / layers) * 0.8) + rng.float(-0.05, 0.05) * height;
      const amp = height * rng.float(0.05, 0.18);
      const phase = rng.float(0, Math.PI * 2);
      const waves = rng.float(0.6, 1.8);
      const points: string[] = [];
      const steps = 8;
      for (let s = 0; s <= steps; s++) {
        const x = (width * s) / steps;
        const y = top + Math.sin(phase + (s / steps) * Math.PI * 2 * waves) * amp;
        points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
      }
      defs.push(
        `<linearGradient id="w${i}" x1="0" y1="0" x2="${rng.float(0.3, 1).toFixed(2)}" y2="1"><stop offset="0" stop-color="${palette[(i + 2) % 5]}" stop-opacity="0.85"/><stop offset="1" stop-color="${palette[(i + 3) % 5]}" stop-opacity="0.35"/></linearGradient>`,
      );
      shapes.push(`<path d="${smoothPath(points)} L${width},${height} L0,${height} Z" fill="url(#w${i})"/>`);
      shapes.push(
        `<path d="${smoothPath(points)}" fill="none" stroke="${palette[4]}" stroke-opacity="0.25" stroke-width="${rng.float(1, 3).toFixed(1)}"/>`,
      );
    }
    return `<defs>${defs.join('')}</defs>${shapes.join('')}`;
  },

  /** Colour-field painting: soft-edged blocks of colour that hum against each other. */
  fields(rng, palette, width, height) {
    const base = palette[rng.int(0, 1)];
    const defs: string[] = [];
    const shapes = [`<rect width="100%" height="100%" fill="${base}"/>`];
    const blocks = rng.int(2, 3);
    const margin = Math.min(width, height) * 0.09;
    const gap = height * 0.05;
    const blockHeight = (height - margin * 2 - gap * (blocks - 1)) / blocks;
    const weights = Array.from({ length: blocks }, () => rng.float(0.6, 1.4));
    const total = weights.reduce((sum, w) => sum + w, 0);
    let y = margin;
    for (let i = 0; i < blocks; i++) {
      const h = ((height - margin * 2 - gap * (blocks - 1)) * weights[i]!) / total || blockHeight;
      const colour = palette[rng.int(2, 4)];
      defs.push(
        `<linearGradient id="f${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${palette[rng.int(1, 3)]}" stop-opacity="0.8"/></linearGradient>`,
      );
      shapes.push(
        `<rect x="${margin.toFixed(0)}" y="${y.toFixed(0)}" width="${(width - margin * 2).toFixed(0)}" height="${h.toFixed(0)}" rx="${(margin * 0.3).toFixed(0)}" fill="url(#f${i})" opacity="${rng.float(0.75, 0.95).toFixed(2)}"/>`,
      );
      y += h + gap;
    }
    return `<defs>${defs.join('')}</defs>${shapes.join('')}`;
  },

  /** Lit spheres on a sweep, like a product study without the product. */
  orbs(rng, palette, width, height) {
    const horizon = rng.float(0.55, 0.68);
    const defs = [
      `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette[rng.int(3, 4)]}"/><stop offset="${horizon.toFixed(2)}" stop-color="${palette[rng.int(2, 3)]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>`,
      `<radialGradient id="shadow"><stop offset="0" stop-color="${palette[0]}" stop-opacity="0.45"/><stop offset="1" stop-color="${palette[0]}" stop-opacity="0"/></radialGradient>`,
    ];
    const shapes = ['<rect width="100%" height="100%" fill="url(#bg)"/>'];
    const count = rng.int(1, 3);
    const lightX = rng.float(0.25, 0.4);
    // Spread along the floor, left to right, so no sphere sits inside another.
    const slots = Array.from({ length: count }, (_, i) => (i + 0.5) / count);
    for (let i = 0; i < count; i++) {
      const slotWidth = width / count;
      const r = Math.min(slotWidth * 0.36, height * (count === 1 ? 0.24 : 0.17)) * rng.float(0.7, 1);
      const cx = width * slots[i]! + rng.float(-0.12, 0.12) * slotWidth;
      const cy = height * horizon + rng.float(0.02, 0.14) * height - r * 0.2;
      const [dark, mid, light] = [palette[rng.int(0, 1)], palette[rng.int(1, 3)], palette[4]];
      defs.push(
        `<radialGradient id="o${i}" cx="${lightX.toFixed(2)}" cy="0.3" r="0.85"><stop offset="0" stop-color="${light}"/><stop offset="0.35" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`,
      );
      shapes.push(
        `<ellipse cx="${(cx + r * 0.3).toFixed(0)}" cy="${(cy + r * 0.96).toFixed(0)}" rx="${(r * 1.25).toFixed(0)}" ry="${(r * 0.22).toFixed(0)}" fill="url(#shadow)"/>`,
        `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="url(#o${i})"/>`,
      );
    }
    return `<defs>${defs.join('')}</defs>${shapes.join('')}`;
  },

  /** Light leaks: warm diagonal streaks across film. */
  leaks(rng, palette, width, height) {
    const defs = [backgroundGradient('bg', rng, palette[0], palette[rng.int(1, 2)]!)];
    const shapes = ['<rect width="100%" height="100%" fill="url(#bg)"/>'];
    const angle = rng.float(-35, 35);
    const streaks = rng.int(3, 6);
    const diagonal = Math.hypot(width, height);
    for (let i = 0; i < streaks; i++) {
      const colour = palette[rng.int(2, 4)];
      defs.push(
        `<linearGradient id="l${i}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colour}" stop-opacity="0"/><stop offset="${rng.float(0.3, 0.7).toFixed(2)}" stop-color="${colour}" stop-opacity="${rng.float(0.5, 0.9).toFixed(2)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>`,
      );
      const w = diagonal * rng.float(0.05, 0.22);
      const x = rng.float(-0.1, 1.1) * width;
      shapes.push(
        `<rect x="${(x - w / 2).toFixed(0)}" y="${(height / 2 - diagonal * 1.5).toFixed(0)}" width="${w.toFixed(0)}" height="${(diagonal * 3).toFixed(0)}" fill="url(#l${i})" transform="rotate(${(angle + 90 + rng.float(-8, 8)).toFixed(1)} ${x.toFixed(0)} ${(height / 2).toFixed(0)})"/>`,
      );
    }
    defs.push(softSpot('flare', palette[4], 0.8));
    const r = Math.max(width, height) * rng.float(0.2, 0.35);
    shapes.push(
      `<circle cx="${rng.pick([0, width]).toFixed(0)}" cy="${rng.int(0, height)}" r="${r.toFixed(0)}" fill="url(#flare)"/>`,
    );
    return `<defs>${defs.join('')}</defs>${shapes[0]}${screened(shapes.slice(1))}`;
  },

  /** Calm geometry: nested arches and a low sun, like a set built from paper. */
  arches(rng, palette, width, height) {
    const defs = [backgroundGradient('bg', rng, palette[rng.int(3, 4)]!, palette[rng.int(2, 3)]!)];
    const shapes = ['<rect width="100%" height="100%" fill="url(#bg)"/>'];
    const cx = width * rng.float(0.35, 0.65);
    const base = height * rng.float(0.78, 0.92);
    const rings = rng.int(3, 5);
    const outer = Math.min(width * 0.42, height * 0.62);
    const sunR = outer * rng.float(0.18, 0.3);
    defs.push(softSpot('sun', palette[4], 0.9));
    shapes.push(
      `<circle cx="${(cx + outer * rng.float(-0.6, 0.6)).toFixed(0)}" cy="${(base - outer * rng.float(0.9, 1.3)).toFixed(0)}" r="${(sunR * 2.2).toFixed(0)}" fill="url(#sun)"/>`,
    );
    for (let i = 0; i < rings; i++) {
      const r = outer * (1 - i / (rings + 0.5));
      const colour = palette[(i + rng.int(0, 1)) % 4];
      shapes.push(
        `<path d="M${(cx - r).toFixed(0)},${height} L${(cx - r).toFixed(0)},${(base - r).toFixed(0)} A${r.toFixed(0)},${r.toFixed(0)} 0 0 1 ${(cx + r).toFixed(0)},${(base - r).toFixed(0)} L${(cx + r).toFixed(0)},${height} Z" fill="${colour}" opacity="${(0.78 + i * 0.04).toFixed(2)}"/>`,
      );
    }
    shapes.push(
      `<rect y="${base.toFixed(0)}" width="${width}" height="${(height - base).toFixed(0)}" fill="${palette[0]}" opacity="0.55"/>`,
    );
    return `<defs>${defs.join('')}</defs>${shapes.join('')}`;
  },
};

/**
 * Light adds up: the shapes are screened onto the background as one group (one
 * offscreen surface for the lot, rather than one per shape, which is what makes it fast).
 */
function screened(shapes: string[]): string {
  return `<g style="mix-blend-mode:screen">${shapes.join('')}</g>`;
}

function backgroundGradient(id: string, rng: Rng, from: string, to: string): string {
  const angle = rng.float(0, Math.PI * 2);
  const [x1, y1] = [0.5 - Math.cos(angle) / 2, 0.5 - Math.sin(angle) / 2];
  const [x2, y2] = [0.5 + Math.cos(angle) / 2, 0.5 + Math.sin(angle) / 2];
  return `<linearGradient id="${id}" x1="${x1.toFixed(2)}" y1="${y1.toFixed(2)}" x2="${x2.toFixed(2)}" y2="${y2.toFixed(2)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A radial gradient that fades to nothing: light without hard edges, and no blur filter to pay for. */
function softSpot(id: string, colour: string, strength: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${strength.toFixed(2)}"/><stop offset="0.45" stop-color="${colour}" stop-opacity="${(strength * 0.45).toFixed(2)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

/** A bokeh disc: bright rim, softer centre. */
function disc(id: string, colour: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.55"/><stop offset="0.82" stop-color="${colour}" stop-opacity="0.75"/><stop offset="0.95" stop-color="${colour}" stop-opacity="0.95"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

function smoothPath(points: string[]): string {
  const xy = points.map((point) => point.split(',').map(Number) as [number, number]);
  let d = `M${xy[0]![0]},${xy[0]![1]}`;
  for (let i = 1; i < xy.length; i++) {
    const [px, py] = xy[i - 1]!;
    const [x, y] = xy[i]!;
    const mx = (px + x) / 2;
    d += ` C${mx.toFixed(0)},${py} ${mx.toFixed(0)},${y} ${x},${y}`;
  }
  return d;
}

/**
 * Film grain: a small tile of deterministic black and white specks, each faintly
 * opaque, laid over the picture. Cheaper than a blend mode and just as convincing.
 */
const GRAIN_TILES = 4;
const tiles = new Map<string, { data: Buffer; raw: { width: number; height: number; channels: 4 } }>();
function grainTile(index: number, strength: number) {
  const key = `${index}:${strength}`;
  const cached = tiles.get(key);
  if (cached) return cached;
  const size = 192;
  const rng = random(`grain:${index}`);
  const data = Buffer.alloc(size * size * 4);
  for (let i = 0; i < size * size; i++) {
    const value = rng.next() < 0.5 ? 0 : 255;
    data[i * 4] = value;
    data[i * 4 + 1] = value;
    data[i * 4 + 2] = value;
    data[i * 4 + 3] = Math.min(255, Math.round(Math.abs(rng.normal()) * strength * 255));
  }
  const tile = { data, raw: { width: size, height: size, channels: 4 as const } };
  tiles.set(key, tile);
  return tile;
}

/** mulberry32 seeded by an FNV-1a hash of the text: small, fast and the same everywhere. */
function random(text: string) {
  let state = 2166136261;
  for (let i = 0; i < text.length; i++) state = Math.imul(state ^ text.charCodeAt(i), 16777619);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    float: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** Roughly normal, mean 0 and deviation 1. */
    normal: () => (next() + next() + next() + next() + next() + next() - 3) * 1.41,
  };
}
