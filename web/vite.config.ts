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
    // The plan's own message files (planMessages, planPageMessages) and the signed-in screens'
    // (appMessages) load with those screens, not with login.
    '/src/config/(?!plan|app)',
    '/src/generated/messages\\.ts$',
    '/src/lib/(api/client|forms|hooks|names|onboarding|resources/users|session|useRequest|validation)\\.tsx?$',
  ].join('|'),
);

/** The test files that replace a module with vi.mock (see `test.projects` below). */
export const MOCKING_TEST_FILES = [
  'src/features/casedoc/CaseDocumentPage.test.tsx',
  'src/features/closing/certificate/CertificatePage.test.tsx',
  'src/features/closing/policies/PoliciesPages.test.tsx',
  'src/features/collateral/CollateralPage.test.tsx',
] as const;

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
    css: false,
    restoreMocks: true,
    // Interaction tests type and click through jsdom; on a loaded 2-core machine one can take
    // several seconds. A time-out is a hang guard here, never a speed check.
    testTimeout: 30_000,
    // Every core (Vitest's default leaves one idle: one worker on a 2-core machine).
    maxWorkers: '100%',
    // Test files share their worker's module cache and jsdom set-up, which cuts the run to about
    // a third (docs/benchmarks.md, "make test on a fresh machine"). src/test/setup.ts clears
    // what the app keeps between renders (storage, the session cache, the DOM). A file that
    // replaces a module with vi.mock needs a fresh module cache, so it runs isolated: the
    // architecture test (src/app/architecture.test.ts) keeps this list equal to the files that
    // call vi.mock.
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: [...MOCKING_TEST_FILES], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: [...MOCKING_TEST_FILES], isolate: true } },
    ],
  },
});
