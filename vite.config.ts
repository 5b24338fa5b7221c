import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

// The web app lives in src/web and is built into dist/web, which the Fastify server
// serves (src/server/plugins/static-files.ts). In development, Vite serves the UI on
// 5173 and forwards API, media and dev-outbox requests to the server on 3000.
const apiTarget = 'http://localhost:3000';

/**
 * The built page asks for its style sheet before its scripts: the server-rendered page
 * can paint as soon as the CSS is in, and Vite writes it after ~130 KB of module
 * preloads that would otherwise share the connection with it.
 */
const styleSheetFirst: Plugin = {
  name: 'frameline:style-sheet-first',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const sheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
      const firstScript = html.search(/\s*<script type="module"/);
      if (!sheets.length || firstScript < 0) return html;
      const rest = sheets.reduce((page, sheet) => page.replace(sheet, ''), html);
      const at = rest.search(/\s*<script type="module"/);
      return rest.slice(0, at) + sheets.join('') + rest.slice(at);
    },
  },
};

/**
 * Public pages arrive rendered (docs/decisions/0006): their scripts only hydrate, so they
 * are asked for after the first paint (docs/decisions/0022). The entry script and its
 * module preloads become the data of one small deferred script,
 * src/web/start-after-first-paint.js, emitted under a hash of its contents.
 */
const loaderSource = readFileSync(
  fileURLToPath(new URL('./src/web/start-after-first-paint.js', import.meta.url)),
);
const loaderFile = `assets/start-after-first-paint-${createHash('sha256').update(loaderSource).digest('hex').slice(0, 10)}.js`;
const scriptsAfterFirstPaint: Plugin = {
  name: 'frameline:scripts-after-first-paint',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: loaderFile, source: loaderSource });
  },
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const entries = [...html.matchAll(/\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g)];
      const preloads = [...html.matchAll(/\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g)];
      const entry = entries[0];
      if (entries.length !== 1 || !entry) throw new Error('expected one module entry script in index.html');
      const modules = preloads.map((match) => match[1]).join(' ');
      const loader = `\n    <script defer src="/${loaderFile}" data-entry="${entry[1]}" data-modules="${modules}"></script>`;
      const rest = [entry, ...preloads].reduce((page, [tag]) => page.replace(tag, ''), html);
      return rest.replace(/\s*<\/head>/, (end) => `${loader}${end}`);
    },
  },
};

const config: UserConfig = {
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), tailwindcss(), styleSheetFirst, scriptsAfterFirstPaint],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      // A feature's index.ts only names what other features may use (docs/decisions/0015):
      // importing it runs nothing, so a page pulls in just the parts it uses, not a chunk
      // per entry that loads the others.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
      output: {
        // The framework changes rarely: one long-cached chunk, apart from the app's code.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]react-query|@tanstack[\\/]query-core)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/media': apiTarget,
      '/dev': apiTarget,
    },
  },
  preview: { port: 4173 },
};

// `vite build --ssr entry-server.tsx` builds the server render of public pages into
// dist/ssr (docs/decisions/0006); the server imports it when it is there. Packages stay
// external and load from node_modules.
const ssrConfig: UserConfig = {
  ...config,
  // The page's script tags are the client build's business.
  plugins: config.plugins?.filter((plugin) => plugin !== scriptsAfterFirstPaint),
  build: { outDir: '../../dist/ssr', emptyOutDir: true, sourcemap: true, copyPublicDir: false },
  // Font files are imported for their URL (the client build's file of the same hash).
  ssr: { noExternal: [/^@fontsource-variable\//] },
};

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // A test runner may start `vite build` with NODE_ENV=test (vitest sets it), and React
  // would then ship its development build. A production-mode build is always production.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return isSsrBuild ? ssrConfig : config;
});
