import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { pagesLoaded } from '../app/lazyPage';
import { resetSessionCache } from '../lib/session';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionCache();
});

afterEach(() => {
  cleanup();
});

// A page a test opened may still be loading when the file ends: let it finish while this file's
// environment is still up (test files share their worker's module cache, see vite.config.ts).
afterAll(async () => {
  await pagesLoaded();
});
