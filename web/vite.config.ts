import react from '@vitejs/plugin-react';
import { searchForWorkspaceRoot } from 'vite';
import { defineConfig } from 'vitest/config';

const server = 'http://localhost:3000';

/**
 * The small modules the public auth pages (login, sign-up, forgot and new password) share
 * go into one chunk: fourteen files of a few hundred bytes each compress worse apart than together
 * (docs/benchmarks.md, "Public pages"). Signed-in pages that use some of them load the same chunk.
 */
const PUBLIC_MODULES = new RegExp(
  [
    '/src/features/auth/(?!pages/)',
    '/src/components/(Alert|Button|Field|fieldIds|icons|Logo|PageTitle)\\.tsx?$',
    // The plan's own message files (planMessages, planPageMessages) load with the plan, not with login.
    '/src/config/(?!plan)',
    '/src/generated/messages\\.ts$',
    '/src/lib/(api/client|forms|hooks|names|onboarding|resources/users|session|useRequest|validation)\\.tsx?$',
  ].join('|'),
);

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  server: {
    // The case for support preview reads the document's default images and fonts where the
    // engine reads them (shared/documents), with no copy in web/.
    fs: {
      allow: [searchForWorkspaceRoot(process.cwd()), '../shared/documents/case-images', '../shared/documents/fonts'],
    },
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'public', test: (id) => PUBLIC_MODULES.test(id.replaceAll('\\', '/')) }],
        },
      },
    },
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
