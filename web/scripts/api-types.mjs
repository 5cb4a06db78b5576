// Generates src/lib/api/schema.d.ts from the server's OpenAPI document (docs/openapi.json),
// or, with --check, fails when the committed file differs from a fresh generation.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const spec = resolve(web, '../docs/openapi.json');
const target = join(web, 'src/lib/api/schema.d.ts');
const check = process.argv.includes('--check');

if (!existsSync(spec)) {
  console.error(`api-types: ${spec} not found (run \`make openapi\` first)`);
  process.exit(1);
}

// openapi-typescript needs TypeScript 5's compiler API while the SPA uses TypeScript 7: the
// generator has its own locked install in tools/openapi, made on first use.
const tools = join(web, 'tools/openapi');
const installed = join(tools, 'node_modules/.package-lock.json');
if (!existsSync(installed) || statSync(join(tools, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs) {
  execFileSync('npm', ['ci', '--prefix', tools, '--no-audit', '--no-fund'], { stdio: 'inherit' });
}
const bin = join(tools, 'node_modules/.bin/openapi-typescript');
const generate = (out) => execFileSync(bin, [spec, '-o', out], { stdio: ['ignore', 'ignore', 'inherit'] });

if (!check) {
  generate(target);
  process.stdout.write(`api-types: wrote ${target}\n`);
} else {
  const dir = mkdtempSync(join(tmpdir(), 'api-types-'));
  try {
    const fresh = join(dir, 'schema.d.ts');
    generate(fresh);
    const committed = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (committed !== readFileSync(fresh, 'utf8')) {
      console.error('api-types: src/lib/api/schema.d.ts is out of date with docs/openapi.json; run `npm run api-types`.');
      process.exit(1);
    }
    process.stdout.write('api-types: schema.d.ts matches docs/openapi.json\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
