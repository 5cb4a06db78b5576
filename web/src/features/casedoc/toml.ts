/**
 * A small TOML reader for the two tables the preview reads at build time:
 * `shared/documents/case-images/images.toml` (`[[image]]` order, file, alt) and
 * `shared/documents/fonts/fonts.toml` (`[[font]]` name, family, files, licence). It reads tables,
 * arrays of tables, dotted and quoted keys, strings (basic, literal, multi-line), integers,
 * floats, booleans, arrays and inline tables; dates are read as strings. Anything malformed throws,
 * and the caller falls back to what it knows without the table.
 */

export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export interface TomlTable {
  [key: string]: TomlValue;
}

export class TomlError extends Error {}

export function parseToml(text: string): TomlTable {
  const root: TomlTable = {};
  let table = root;
  let i = 0;
  const fail = (what: string): never => {
    const line = text.slice(0, i).split('\n').length;
    throw new TomlError(`TOML line ${line}: ${what}`);
  };
  const peek = (s: string) => text.startsWith(s, i);

  const skipBlank = (newlines: boolean) => {
    for (;;) {
      const c = text[i];
      if (c === ' ' || c === '\t' || (newlines && (c === '\n' || c === '\r'))) i += 1;
      else if (c === '#') while (i < text.length && text[i] !== '\n') i += 1;
      else return;
    }
  };

  const endOfLine = () => {
    skipBlank(false);
    if (i < text.length && text[i] !== '\n' && !peek('\r\n')) fail('expected the end of the line');
  };

  const bareKey = /[A-Za-z0-9_-]/;
  const key = (): string[] => {
    const parts: string[] = [];
    for (;;) {
      skipBlank(false);
      if (text[i] === '"' || text[i] === "'") {
        const v = value();
        parts.push(String(v));
      } else {
        const start = i;
        while (i < text.length && bareKey.test(text[i])) i += 1;
        if (i === start) fail('expected a key');
        parts.push(text.slice(start, i));
      }
      skipBlank(false);
      if (text[i] !== '.') return parts;
      i += 1;
    }
  };

  const escapes: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };
  const basic = (multi: boolean): string => {
    let out = '';
    const close = multi ? '"""' : '"';
    if (multi && text[i] === '\n') i += 1;
    else if (multi && peek('\r\n')) i += 2;
    for (;;) {
      if (i >= text.length) fail('unterminated string');
      if (peek(close)) {
        i += close.length;
        return out;
      }
      const c = text[i];
      if (!multi && c === '\n') fail('line break in a string');
      if (c === '\\') {
        const e = text[i + 1];
        if (e === 'u' || e === 'U') {
          const n = e === 'u' ? 4 : 8;
          const hex = text.slice(i + 2, i + 2 + n);
          if (!/^[0-9A-Fa-f]+$/.test(hex) || hex.length !== n) fail('bad unicode escape');
          out += String.fromCodePoint(parseInt(hex, 16));
          i += 2 + n;
        } else if (multi && (e === '\n' || e === '\r' || e === ' ' || e === '\t')) {
          i += 1;
          while (/\s/.test(text[i] ?? '')) i += 1;
        } else if (e !== undefined && e in escapes) {
          out += escapes[e];
          i += 2;
        } else {
          fail('bad escape');
        }
      } else {
        out += c;
        i += 1;
      }
    }
  };

  const literal = (multi: boolean): string => {
    const close = multi ? "'''" : "'";
    if (multi && text[i] === '\n') i += 1;
    const end = text.indexOf(close, i);
    if (end < 0) fail('unterminated string');
    const out = text.slice(i, end);
    if (!multi && out.includes('\n')) fail('line break in a string');
    i = end + close.length;
    return out;
  };

  const value = (): TomlValue => {
    skipBlank(false);
    if (peek('"""')) {
      i += 3;
      return basic(true);
    }
    if (peek('"')) {
      i += 1;
      return basic(false);
    }
    if (peek("'''")) {
      i += 3;
      return literal(true);
    }
    if (peek("'")) {
      i += 1;
      return literal(false);
    }
    if (peek('[')) {
      i += 1;
      const items: TomlValue[] = [];
      for (;;) {
        skipBlank(true);
        if (peek(']')) {
          i += 1;
          return items;
        }
        items.push(value());
        skipBlank(true);
        if (peek(',')) i += 1;
        else if (!peek(']')) fail('expected , or ] in an array');
      }
    }
    if (peek('{')) {
      i += 1;
      const inline: TomlTable = {};
      skipBlank(false);
      if (peek('}')) {
        i += 1;
        return inline;
      }
      for (;;) {
        const path = key();
        if (text[i] !== '=') fail('expected =');
        i += 1;
        assign(inline, path, value());
        skipBlank(false);
        if (peek('}')) {
          i += 1;
          return inline;
        }
        if (!peek(',')) fail('expected , or } in an inline table');
        i += 1;
      }
    }
    if (peek('true')) {
      i += 4;
      return true;
    }
    if (peek('false')) {
      i += 5;
      return false;
    }
    const m = /^[0-9A-Za-z+\-_.:]+/.exec(text.slice(i));
    if (!m) return fail('expected a value');
    i += m[0].length;
    const raw = m[0].replaceAll('_', '');
    if (/^[+-]?(0x[0-9A-Fa-f]+|0o[0-7]+|0b[01]+)$/.test(raw)) return Number(raw.replace(/^\+/, ''));
    if (/^[+-]?(\d+(\.\d+)?([eE][+-]?\d+)?|inf|nan)$/.test(raw)) {
      const sign = raw.startsWith('-') ? -1 : 1;
      const body = raw.replace(/^[+-]/, '');
      return body === 'inf' ? sign * Infinity : body === 'nan' ? NaN : Number(raw);
    }
    // A date or time: kept as its text.
    if (/^\d{4}-\d{2}-\d{2}|^\d{2}:\d{2}/.test(raw)) return raw;
    return fail(`unknown value ${m[0]}`);
  };

  function assign(target: TomlTable, path: string[], v: TomlValue) {
    let t = target;
    for (const part of path.slice(0, -1)) {
      const next = t[part];
      if (next === undefined) t = t[part] = {};
      else if (typeof next === 'object' && !Array.isArray(next)) t = next;
      else fail(`${part} is not a table`);
    }
    const last = path[path.length - 1];
    if (last in t) fail(`${path.join('.')} is defined twice`);
    t[last] = v;
  }

  const tableAt = (path: string[], arrayOf: boolean): TomlTable => {
    let t = root;
    path.forEach((part, n) => {
      const last = n === path.length - 1;
      let next = t[part];
      if (last && arrayOf) {
        if (next === undefined) next = t[part] = [];
        if (!Array.isArray(next)) fail(`${part} is not an array of tables`);
        const fresh: TomlTable = {};
        (next as TomlValue[]).push(fresh);
        t = fresh;
        return;
      }
      if (next === undefined) next = t[part] = {};
      if (Array.isArray(next)) {
        const lastItem = next[next.length - 1];
        if (!lastItem || typeof lastItem !== 'object' || Array.isArray(lastItem)) fail(`${part} is not a table`);
        t = lastItem as TomlTable;
      } else if (typeof next === 'object') {
        t = next;
      } else {
        fail(`${part} is not a table`);
      }
    });
    return t;
  };

  for (;;) {
    skipBlank(true);
    if (i >= text.length) return root;
    if (peek('[[')) {
      i += 2;
      const path = key();
      if (!peek(']]')) fail('expected ]]');
      i += 2;
      table = tableAt(path, true);
    } else if (peek('[')) {
      i += 1;
      const path = key();
      if (!peek(']')) fail('expected ]');
      i += 1;
      table = tableAt(path, false);
    } else {
      const path = key();
      if (text[i] !== '=') fail('expected =');
      i += 1;
      assign(table, path, value());
    }
    endOfLine();
  }
}

/** The entries of an array of tables (`[[name]]`), or none. */
export function tablesOf(doc: TomlTable, name: string): TomlTable[] {
  const list = doc[name];
  return Array.isArray(list) ? list.filter((t): t is TomlTable => typeof t === 'object' && t !== null && !Array.isArray(t)) : [];
}
