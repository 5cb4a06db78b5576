#!/usr/bin/env node
/**
 * What the public pages download, measured in Chromium (issue 6).
 *
 * Serves the built SPA (web/dist, `npm run build` first) from a small static server that gzips
 * text responses (zlib's default level, as a web server would), opens /login and /sign-up in
 * Debian's Chromium through playwright-core, waits until each page has rendered its form, and sums
 * what the browser's resource timing says it fetched: transferred bytes, gzipped bodies and
 * uncompressed bodies, per kind (JavaScript, CSS, fonts). The SPA's API calls are answered 503:
 * the public pages do not need them to render.
 *
 *   node scripts/measure-public-pages.mjs            # a table
 *   node scripts/measure-public-pages.mjs --json     # the same figures as JSON on stdout
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), as for the browser tests.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { chromiumPath, launch } from '../e2e/chromium.mjs';

const print = (line) => process.stdout.write(`${line}\n`);

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const json = process.argv.includes('--json');

/** Each public page and what shows that it has rendered. */
export const PAGES = [
  { path: '/login', ready: { role: 'button', name: 'Log in' } },
  { path: '/sign-up', ready: { role: 'button', name: 'Sign up' } },
];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

/** A static server for dist/ with the SPA fallback, gzip for text, and 503 for the API. */
function serve() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"error":"no API in this measurement"}');
      return;
    }
    let file = join(dist, normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    const ext = extname(file);
    const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': 'no-store' };
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      createReadStream(file).pipe(createGzip()).pipe(res);
    } else {
      res.writeHead(200, { ...headers, 'content-length': statSync(file).size });
      createReadStream(file).pipe(res);
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

const kindOf = (name) => {
  const ext = extname(new URL(name).pathname);
  if (ext === '.js') return 'js';
  if (ext === '.css') return 'css';
  if (ext === '.woff2' || ext === '.woff') return 'font';
  return 'other';
};

async function measure(base, { path, ready }) {
  const { context, close } = await launch();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}${path}`);
    await page.getByRole(ready.role, { name: ready.name }).waitFor({ state: 'visible', timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({
        name: e.name,
        transfer: e.transferSize,
        encoded: e.encodedBodySize,
        decoded: e.decodedBodySize,
      })),
    );
    const totals = {};
    for (const e of entries) {
      if (!e.name.startsWith(base)) continue;
      const kind = kindOf(e.name);
      const t = (totals[kind] ??= { files: [], transfer: 0, encoded: 0, decoded: 0 });
      t.files.push(new URL(e.name).pathname);
      t.transfer += e.transfer;
      t.encoded += e.encoded;
      t.decoded += e.decoded;
    }
    return { path, totals };
  } finally {
    await close();
  }
}

if (!existsSync(join(dist, 'index.html'))) {
  console.error('web/dist/index.html is missing: run `npm run build` first.');
  process.exit(2);
}
if (!existsSync(chromiumPath)) {
  console.error(`Chromium not found at ${chromiumPath} (apt-get install -y chromium, or set CHROMIUM_PATH).`);
  process.exit(2);
}

const server = await serve();
const base = `http://127.0.0.1:${server.address().port}`;
const results = [];
try {
  for (const page of PAGES) results.push(await measure(base, page));
} finally {
  server.close();
}

const kB = (n) => (n / 1000).toFixed(1);
if (json) {
  print(JSON.stringify({ version: JSON.parse(readFileSync(join(web, 'package.json'), 'utf8')).version, results }, null, 2));
} else {
  print('page      kind  files  transferred kB  gzipped kB  uncompressed kB');
  for (const { path, totals } of results) {
    for (const kind of ['js', 'css', 'font', 'other']) {
      const t = totals[kind];
      if (!t) continue;
      print(
        `${path.padEnd(9)} ${kind.padEnd(5)} ${String(t.files.length).padStart(5)}  ${kB(t.transfer).padStart(14)}  ${kB(t.encoded).padStart(10)}  ${kB(t.decoded).padStart(15)}`,
      );
    }
    print(`          js files: ${totals.js?.files.map((f) => f.replace('/assets/', '')).join(' ') ?? '-'}`);
  }
}
