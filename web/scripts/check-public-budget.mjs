#!/usr/bin/env node
/**
 * The public pages' JavaScript budget (issue 6): fails when /login or /sign-up would download more
 * than 100 kB of gzipped JavaScript. Runs on a build (`npm run build` first), without a browser:
 * Vite's manifest (dist/.vite/manifest.json) gives the static import graph, so a page's JavaScript
 * is the entry chunk and its static imports, plus the page's lazy route module and its static
 * imports. Each file is gzipped with zlib's default level, as a web server would send it.
 * `npm run measure:public` measures the same in Chromium.
 *
 *   node scripts/check-public-budget.mjs          # exit 0 within budget, 1 over it, 2 no build
 *   node scripts/check-public-budget.mjs --json
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const print = (line) => process.stdout.write(`${line}\n`);

/** Gzipped JavaScript a public page may download, in bytes (kB = 1000 bytes, as Vite prints). */
export const BUDGET = 100_000;

/** Each public page and the lazy route modules it loads (app/routes.tsx). */
export const PUBLIC_PAGES = {
  '/login': ['src/features/auth/pages/LoginPage.tsx'],
  '/sign-up': ['src/features/auth/pages/SignUpPage.tsx'],
};

const dist = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

/** The chunk files a page loads: each root chunk and, transitively, its static imports. */
export function chunksOf(manifest, roots) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (was it renamed? update PUBLIC_PAGES)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const root of roots) visit(root);
  return [...files];
}

function main() {
  if (!existsSync(manifestPath)) {
    console.error(`${manifestPath} is missing: run \`npm run build\` first.`);
    return 2;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(join(dist, file));
      sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
    }
    return sizes.get(file);
  };
  const pages = Object.entries(PUBLIC_PAGES).map(([path, modules]) => {
    const files = chunksOf(manifest, [entry, ...modules]).filter((f) => f.endsWith('.js'));
    const gzip = files.reduce((sum, f) => sum + size(f).gzip, 0);
    const raw = files.reduce((sum, f) => sum + size(f).raw, 0);
    return { path, files, gzip, raw, ok: gzip <= BUDGET };
  });
  if (process.argv.includes('--json')) {
    print(JSON.stringify({ budget: BUDGET, pages }, null, 2));
  } else {
    const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
    for (const p of pages) {
      print(
        `${p.ok ? 'ok  ' : 'OVER'} ${p.path}: ${kB(p.gzip)} gzipped JavaScript (budget ${kB(BUDGET)}), ${kB(p.raw)} uncompressed, ${p.files.length} files`,
      );
      if (!p.ok) {
        for (const f of p.files.sort((a, b) => size(b).gzip - size(a).gzip)) print(`       ${kB(size(f).gzip).padStart(9)}  ${f}`);
      }
    }
  }
  return pages.every((p) => p.ok) ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main());
