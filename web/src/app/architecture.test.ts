import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const src = resolve(__dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The module specifiers of `file`: static imports and re-exports (type-only ones too), side-effect imports, dynamic imports. */
function specifiers(file: string): { spec: string; typeOnly: boolean; dynamic: boolean }[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(
      /^\s*(import|export)(\s+type\b)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm,
    ),
  ].map((m) => ({ spec: m[3] ?? m[4] ?? m[5], typeOnly: !!m[2], dynamic: !!m[5] }));
}

/** The relative imports of `file`, whatever their kind. */
function imports(file: string): string[] {
  return specifiers(file)
    .map((s) => s.spec)
    .filter((s) => s.startsWith('.'));
}

const area = (path: string) => {
  const parts = relative(src, path).split(sep);
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
};

/** The file a relative specifier of `file` names (.ts, .tsx, a folder's index), or null (a stylesheet, an asset). */
function resolveImport(file: string, spec: string): string | null {
  const base = resolve(dirname(file), spec.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => /\.(ts|tsx)$/.test(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

/**
 * The import cycles of web/src: the strongly connected components (Tarjan) of the graph of imports
 * between its modules. An edge is a relative `import … from`, `export … from`, side-effect
 * `import '…'` or dynamic `import('…')`. With `values` only, `import type` and `export type` are
 * left out: TypeScript erases them (verbatimModuleSyntax), so they load nothing and cannot make a
 * runtime cycle (an `import { type A }` stays, as an empty import that still loads its module).
 */
function importCycles({ values }: { values: boolean }): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of files(src)) {
    const targets = specifiers(file)
      .filter((s) => (!values || !s.typeOnly) && s.spec.startsWith('.'))
      .map((s) => resolveImport(file, s.spec))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(relative(src, w));
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

describe('architecture (STYLE.md)', () => {
  it('features import no other feature (no exemptions), only src/lib, src/components, src/config, src/generated, src/assets and src/test', () => {
    const offending: string[] = [];
    for (const file of files(join(src, 'features'))) {
      for (const spec of imports(file)) {
        const target = area(resolve(dirname(file), spec));
        if (target !== area(file) && !['lib', 'components', 'config', 'generated', 'assets', 'test'].includes(target)) {
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

  it('has no import cycles among the modules of web/src: none of value imports (what runs), whose order of evaluation a cycle would make depend on who is loaded first', () => {
    expect(importCycles({ values: true })).toEqual([]);
  });

  it('has no import cycles either when type-only imports count (they run nothing, but a cycle through them still ties two modules into one: lib/session.ts took UserView from lib/api/client.ts, which reads the token from it)', () => {
    expect(importCycles({ values: false })).toEqual([]);
  });

  it('the generated tables (from shared/domain) import nothing', () => {
    const generated = files(join(src, 'generated'));
    expect(generated.map((f) => relative(src, f)).sort()).toEqual([
      join('generated', 'budget.ts'),
      join('generated', 'closing.ts'),
      join('generated', 'cohort.ts'),
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

  /**
   * The files that may spell a plan path: the generated tables (from the Rust section catalogue),
   * the generated API schema and the app's route table.
   */
  const MAY_SPELL_PLAN_PATHS = [join('lib', 'api', 'schema.d.ts'), join('config', 'paths.ts')];

  /** The string literals of a module (quoted, template parts, literal types too) that hold `/steps/`, as `name:line: text`. */
  function stepsLiterals(name: string, text: string): string[] {
    const parsed = parseSync(name, text, { lang: name.endsWith('.tsx') ? 'tsx' : 'ts' });
    if (parsed.errors.length > 0) return [`${name}: does not parse`];
    const found: string[] = [];
    const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node !== 'object') return;
      const n = node as { type?: string; value?: unknown; start?: number };
      const value =
        n.type === 'Literal' && typeof n.value === 'string'
          ? n.value
          : n.type === 'TemplateElement'
            ? (n.value as { raw: string }).raw
            : null;
      if (value?.includes('/steps/')) found.push(`${name}:${lineOf(n.start ?? 0)}: ${value}`);
      for (const child of Object.values(n)) visit(child);
    };
    visit(parsed.program);
    return found;
  }

  it('names the pages of the plan by section id: no /steps/ string literal outside the generated tables, the route table and tests (the Rust catalogue owns the paths)', () => {
    expect(MAY_SPELL_PLAN_PATHS.filter((f) => !existsSync(join(src, f)))).toEqual([]);
    const offending = sources()
      .map((f) => relative(src, f))
      .filter((f) => !f.startsWith(`generated${sep}`) && !MAY_SPELL_PLAN_PATHS.includes(f))
      .flatMap((f) => stepsLiterals(f, readFileSync(join(src, f), 'utf8')));
    expect(offending).toEqual([]);
  });

  it('the /steps/ literal check sees single, double and template quotes and literal types, and skips comments and JSX text', () => {
    const sample = [
      "// '/steps/comment' and /* \"/steps/block\" */",
      "const a = '/steps/single';",
      'const b = "/steps/double";',
      'const c = `/steps/${a}/template`;',
      "type T = `/steps/${string}` | '/steps/type';",
      'export const d = <a href="/steps/jsx">Don\'t go to /steps/text</a>;',
      'export const e: T = `${b}${c}`;',
    ].join('\n');
    expect(stepsLiterals('probe.tsx', sample)).toEqual([
      'probe.tsx:2: /steps/single',
      'probe.tsx:3: /steps/double',
      'probe.tsx:4: /steps/',
      'probe.tsx:5: /steps/',
      'probe.tsx:5: /steps/type',
      'probe.tsx:6: /steps/jsx',
    ]);
  });

  it('the test files that call vi.mock are exactly the ones vite.config.ts runs isolated (the others share a module cache, where a mock would reach whichever file loaded the module first)', () => {
    const config = readFileSync(resolve(src, '../vite.config.ts'), 'utf8');
    const list = config.match(/MOCKING_TEST_FILES = \[([^\]]*)\]/);
    expect(list).not.toBeNull();
    const isolated = [...(list?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]).sort();
    const mocking = files(src)
      .filter((f) => /\.test\.tsx?$/.test(f) && /\bvi\.(mock|doMock)\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(resolve(src, '..'), f).split(sep).join('/'))
      .sort();
    expect(mocking.length).toBeGreaterThan(0);
    expect(isolated).toEqual(mocking);
  });
});
