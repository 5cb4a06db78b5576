import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(__dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)]
    .map((m) => m[1] ?? m[2])
    .filter((s) => s.startsWith('.'));
}

/**
 * The closing modules (11–15, features/closing) are pages of the same plan as the planning modules:
 * they use the planning building blocks (AnswerField, SaveStatus, the page states) and the plan's
 * page body shows them, so the two folders are one area (issue 8 brief and contract).
 */
const SAME_AREA: Readonly<Record<string, string>> = { 'features/closing': 'features/planning' };
/** The document download (POST /documents, its overlay) is used by every screen that makes a file. */
const SHARED_FEATURES = ['features/documents'];

const area = (path: string) => {
  const parts = relative(src, path).split(sep);
  const name = parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
  return SAME_AREA[name] ?? name;
};

describe('architecture (STYLE.md)', () => {
  it('features import no other feature, only src/lib, src/components, src/config, src/generated and the shared document download', () => {
    const offending: string[] = [];
    for (const file of files(join(src, 'features'))) {
      for (const spec of imports(file)) {
        const target = area(resolve(dirname(file), spec));
        if (target !== area(file) && !['lib', 'components', 'config', 'generated', 'assets', 'test', ...SHARED_FEATURES].includes(target)) {
          offending.push(`${relative(src, file)} → ${spec}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('lib, components and config never reach into features or app', () => {
    const offending: string[] = [];
    for (const top of ['lib', 'components', 'config']) {
      for (const file of files(join(src, top))) {
        for (const spec of imports(file)) {
          const target = area(resolve(dirname(file), spec));
          if (target.startsWith('features') || target === 'app') offending.push(`${relative(src, file)} → ${spec}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('the generated tables (from shared/domain) import nothing', () => {
    const generated = files(join(src, 'generated'));
    expect(generated.map((f) => relative(src, f)).sort()).toEqual([
      join('generated', 'budget.ts'),
      join('generated', 'closing.ts'),
      join('generated', 'messages.ts'),
      join('generated', 'plans.ts'),
      join('generated', 'registry.ts'),
    ]);
    const offending = generated.filter((f) => /^\s*import\b/m.test(readFileSync(f, 'utf8'))).map((f) => relative(src, f));
    expect(offending).toEqual([]);
  });

  it('only the API client module calls fetch', () => {
    const callers = files(src)
      .filter((f) => !f.endsWith('.test.ts') && !f.endsWith('.test.tsx') && !f.includes(`${sep}test${sep}`))
      .filter((f) => /\bfetch\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(src, f));
    expect(callers).toEqual([join('lib', 'api', 'client.ts')]);
  });

  const sources = () =>
    files(src).filter((f) => !f.endsWith('.test.ts') && !f.endsWith('.test.tsx') && !f.includes(`${sep}test${sep}`));
  /** lib/resources/* and a feature's api.ts: one module per server resource. */
  const isResourceModule = (f: string) => {
    const path = relative(src, f).split(sep);
    return (path[0] === 'lib' && path[1] === 'resources') || (path[0] === 'features' && path[2] === 'api.ts');
  };

  it('only the resource modules (lib/resources, features/*/api.ts) call the API client', () => {
    const callers = sources()
      .filter((f) => !isResourceModule(f) && relative(src, f) !== join('lib', 'api', 'client.ts'))
      .filter((f) => /\bapi\.(get|post|put|delete)\b|(?<![.\w])request\s*[<(]/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(src, f));
    expect(callers).toEqual([]);
  });

  it('query keys are spelled only in their resource module; screens name them as <resource>Keys.<key>', () => {
    const offending: string[] = [];
    for (const file of sources()) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/queryKey:\s*([^,}\n]+)/g)) {
        if (!/^\w+Keys\.\w+/.test(m[1].trim())) offending.push(`${relative(src, file)}: queryKey: ${m[1].trim()}`);
      }
      if (!isResourceModule(file) && /\b\w+Keys\s*=\s*\{/.test(text)) offending.push(`${relative(src, file)}: defines keys`);
    }
    expect(offending).toEqual([]);
  });
});
