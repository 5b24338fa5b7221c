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
 * are fetched at low priority and a slow connection carries the style sheet, the fonts
 * and the first screen's image before them.
 */
const scriptsAtLowPriority: Plugin = {
  name: 'frameline:scripts-at-low-priority',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
  },
};

const config: UserConfig = {
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), tailwindcss(), styleSheetFirst, scriptsAtLowPriority],
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
