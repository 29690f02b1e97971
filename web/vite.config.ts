import { constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// the shared language, imported as @contracts/<area>/<feature>/… from anywhere under web/
const contracts = fileURLToPath(new URL('../contracts', import.meta.url));
const server = 'http://localhost:3000';

export default defineConfig({
  // Under vitest the root stays at the repository, where the 'web' project's include globs start.
  root: process.env.VITEST ? undefined : webRoot,
  resolve: { alias: { '@contracts': contracts } },
  plugins: [
    react(),
    // Brotli and gzip copies beside each file; ops/server/web-app.ts serves them as they are.
    compression({
      algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json)$/,
      threshold: 512,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // the budget is the landing page's first load (ops/tools/bench/first-load.ts), not one chunk's size
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries every screen needs travel as one file: fewer requests, and it compresses better
        // than the same code cut into many small chunks.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|immer|redux|redux-thunk|reselect|react-redux|i18next|react-i18next|@emotion|stylis|use-sync-external-store|hoist-non-react-statics|react-is)[\\/]/,
            },
            {
              // every screen's buttons and the small helpers every field and button uses: a Button
              // always brings its spinner, so they travel together (a lazy menu reaching ButtonBase
              // alone would otherwise cut them apart), and a dozen tiny files cost more than one
              name: 'ButtonBase',
              test: /node_modules[\\/]@mui[\\/](material[\\/](ButtonBase|CircularProgress|utils|FormControl)|utils[\\/](useId|ownerDocument|ownerWindow|getActiveElement|debounce|isHostComponent|isEventHandler|appendOwnerState|resolveComponentProps|extractEventHandlers|omitEventHandlers|mergeSlotProps))[\\/]/,
            },
            {
              // the app's own plumbing every screen runs (store, calls, live, strings, zod's settings):
              // small modules that compress better as one file than as a dozen
              name: 'app',
              test: /(web[\\/]src[\\/]app[\\/](i18n|on-live|live|call-endpoints|token|auth-slice|base-query|api|hooks|store)\.tsx?$)|(web[\\/]src[\\/]shared[\\/](api-error|use-notices|notice-slice|use-current-user)\.tsx?$)|(contracts[\\/]core[\\/](message-basics|schema-messages|zod-settings|live)\.ts$)|(node_modules[\\/]zod[\\/]v4[\\/]core[\\/](core|util)\.js$)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/healthz': server,
      '/socket.io': { target: server, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': server,
      '/healthz': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
