import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetSessionCache } from '../lib/session';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionCache();
});

afterEach(() => {
  cleanup();
});
