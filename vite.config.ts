import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = (folder: string) => fileURLToPath(new URL(folder, import.meta.url));
/** The tsconfig.json `paths`, for the build and vitest (tsx reads them from tsconfig.json). */
export const pathAliases = {
  '@app': here('./app'),
  '@common': here('./common'),
  '@server': here('./server'),
};

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
// The UI kit's dialog, selects, text input, tooltip and tag are left out: no page's first view
// needs them (SQL Lab's left bar and dialogs load them on their own). The API client and the
// store are in: SQL Lab's state chunk (below) would otherwise take them in as its dependencies,
// and every page would load SQL Lab's state with them.
const CORE_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs[\\/]toolkit|redux|immer|use-sync-external-store)[\\/]|app[\\/]components[\\/]ui[\\/](?!Modal|Select|SearchSelect|TextInput|Tooltip|Tag)|app[\\/]store[\\/]|app[\\/]api[\\/](client|abortError|primedGets|sharedGets|sessionExpiry|safeNext|listRequest|session)\.ts$|common[\\/](errors[\\/]normalizeError|constants[\\/]toasts|api[\\/]rison)\.ts$|vite[\\/]preload-helper/;
/** The name of the chunks holding the chart library (ECharts, zrender). */
const CHART_LIBRARY_CHUNK = 'chart-library';
// @fastify/static skips precompressed files for small assets, and so do we.
const MIN_BYTES = 1024;

/**
 * Writes `.gz` and `.br` beside every text asset, so the server sends precompressed bytes
 * (`preCompressed` in server/plugins/staticApp.ts) without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'tessera-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const bytes = fs.readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
      }
    },
  };
}

// The app builds into dist/app, which the server serves; no inline scripts (the CSP forbids them).
export default defineConfig({
  root: 'app',
  base: '/',
  plugins: [react(), precompress()],
  resolve: { alias: pathAliases },
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // The server reads it to preload a page's lazy chunks with the entry (server/plugins/routePreloads.ts).
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Hash-only chunk names: the entry chunk lists every lazy page's chunks for preloading,
        // and their readable names cost every page ~0.3 kB gzip on its first load.
        // The chart library's chunks are named as such: the dashboard benchmark counts the route's
        // script bytes without the chart library (issue 23) by that name.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith(CHART_LIBRARY_CHUNK)
            ? 'assets/chart-library-[hash].js'
            : 'assets/c-[hash].js',
        codeSplitting: {
          groups: [
            // What every page runs (React, the router, the store, the UI kit) in one chunk
            // rather than four: each response costs about 1 kB of headers on the wire.
            { name: 'core', test: CORE_MODULES },
            // SQL Lab's state in one chunk with its page's first load; the persistence writer and
            // sync load after the editor is ready and stay apart.
            {
              name: 'sqllabState',
              test: /app[\\/]features[\\/]sqllab[\\/]state[\\/](?!registerSqlLabState|persistence[\\/](startTabPersistence|backendSync|localWriter|activeTabMarker|fetchTabState)|thunks[\\/](saveQuery|copyQueryLink|openRequestedQuery))/,
            },
            // ECharts and zrender apart from app code, grouped by the pages that load them (as
            // automatic splitting would), so that no page loads more of the library than before.
            // Not merged further (entriesAwareMergeThreshold): merged groups ran ECharts classes
            // before their base classes (the penguins example's charts all failed).
            {
              name: CHART_LIBRARY_CHUNK,
              test: /node_modules[\\/](echarts|zrender)[\\/]/,
              entriesAware: true,
            },
            // Every chart type's metadata (the registry's catalog) in one chunk rather than one
            // request each: a dashboard page otherwise queued ~30 sub-kB requests (issue 23).
            {
              name: 'chartMetadata',
              test: /app[\\/]charts[\\/]([^\\/]+[\\/]metadata|shared[\\/]flow[\\/]thumbnail)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
