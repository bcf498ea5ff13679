import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app builds into dist/app, which the server serves; no inline scripts (the CSP forbids them).
export default defineConfig({
  root: 'app',
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1500,
  },
});
