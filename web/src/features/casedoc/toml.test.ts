import { describe, expect, it } from 'vitest';
import { parseToml, tablesOf, TomlError } from './toml';

describe('parseToml', () => {
  it('reads arrays of tables with strings, numbers and lists, as images.toml and fonts.toml write them', () => {
    const doc = parseToml(`# The default images
[[image]]
order = 1
file = "01-cover-community.svg"
alt = "A group of neighbours \\"together\\" on a riverside green."

[[image]]
order = 23 # the last
file = '23-contact.svg'
alt = """
Two hands shake."""

[[font]]
name = "Arial"
family = "Liberation Sans"
files = [
  "LiberationSans-Regular.ttf",
  "LiberationSans-Bold.ttf", # bold
]
licence = "OFL"
`);
    expect(tablesOf(doc, 'image')).toEqual([
      { order: 1, file: '01-cover-community.svg', alt: 'A group of neighbours "together" on a riverside green.' },
      { order: 23, file: '23-contact.svg', alt: 'Two hands shake.' },
    ]);
    expect(tablesOf(doc, 'font')).toEqual([
      { name: 'Arial', family: 'Liberation Sans', files: ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'], licence: 'OFL' },
    ]);
  });

  it('reads tables, dotted keys, inline tables, booleans, floats and escapes', () => {
    const doc = parseToml('title = "caf\\u00e9"\n[a.b]\nc = { d = 1, e = [true, false] }\nf.g = 2.5\nh = -3\n');
    expect(doc).toEqual({ title: 'café', a: { b: { c: { d: 1, e: [true, false] }, f: { g: 2.5 }, h: -3 } } });
    expect(tablesOf(doc, 'missing')).toEqual([]);
  });

  it('refuses malformed text, so the caller falls back', () => {
    expect(() => parseToml('order = \n')).toThrow(TomlError);
    expect(() => parseToml('name = "open\n')).toThrow(TomlError);
    expect(() => parseToml('a = 1\na = 2\n')).toThrow(/defined twice/);
    expect(() => parseToml('a = 1 b = 2\n')).toThrow(/end of the line/);
  });
});
