import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const server = 'http://localhost:3000';

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  server: {
    // The local all-in-one server serves the API, the developer outbox and signed downloads.
    proxy: {
      '/api': { target: server, changeOrigin: true },
      '/dev': { target: server, changeOrigin: true },
      '/blobs': { target: server, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the static import graph that scripts/check-public-budget.mjs reads.
    manifest: true,
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Interaction tests type and click through jsdom; on a loaded 2-core machine one can take
    // several seconds. A time-out is a hang guard here, never a speed check.
    testTimeout: 30_000,
  },
});
