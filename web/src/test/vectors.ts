/**
 * Reading the shared test vectors (shared/vectors/*.json): the cases that pin the rules both the
 * server and the SPA run. The Rust side runs the same files (shared/domain/tests/integration/vectors.rs).
 * For tests only.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export function readVectors<T>(name: string): T {
  return JSON.parse(readFileSync(resolve(__dirname, '../../../shared/vectors', name), 'utf8')) as T;
}
