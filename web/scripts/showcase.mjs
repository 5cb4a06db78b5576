#!/usr/bin/env node
/**
 * Builds the planning building blocks' showcase (showcase.html, src/showcase/), serves it with the
 * SPA's Content-Security-Policy (shared/http/src/security.rs) and opens it in Chromium: it fails
 * on any CSP violation or page error (Recharts included), and writes screenshots of the page and
 * of the open help panel.
 *
 *   node scripts/showcase.mjs [output directory, default /tmp/fundplan-showcase]
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { launch } from '../e2e/chromium.mjs';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] ?? join(tmpdir(), 'fundplan-showcase'));
const dist = mkdtempSync(join(tmpdir(), 'showcase-dist-'));

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.woff': 'font/woff', '.svg': 'image/svg+xml' };

await build({
  root: web,
  configFile: join(web, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: dist, emptyOutDir: true, manifest: false, rolldownOptions: { input: join(web, 'showcase.html') } },
});

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const file = join(dist, path === '/' ? 'showcase.html' : path);
  try {
    if (!file.startsWith(dist) || !statSync(file).isFile()) throw new Error('not found');
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Security-Policy': CSP });
    res.end(readFileSync(file));
  } catch {
    res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
  }
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const url = `http://127.0.0.1:${server.address().port}/`;

const problems = [];
const { context, close } = await launch();
try {
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.exposeFunction('reportViolation', (v) => problems.push(`CSP: ${v}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  await page.goto(url);
  await page.getByRole('table', { name: 'Program Expenses' }).waitFor();
  await page.locator('.recharts-pie-sector').first().waitFor();
  mkdirSync(out, { recursive: true });
  await page.screenshot({ path: join(out, 'showcase.png'), fullPage: true });
  await page.getByRole('textbox', { name: 'Mission Statement' }).fill('We teach adults to read.');
  await page.getByRole('button', { name: 'Model Answer for Mission Statement' }).click();
  await page.getByRole('dialog', { name: 'Model Answer' }).waitFor();
  await page.screenshot({ path: join(out, 'help-panel.png') });
  const styles = await page.locator('style').count();
  if (styles > 0) problems.push(`${styles} <style> element(s) in the page`);
} finally {
  await close();
  server.close();
  rmSync(dist, { recursive: true, force: true });
}

if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`No CSP violation or page error; screenshots in ${out}\n`);
