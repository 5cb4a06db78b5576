/** The default pictures and the document fonts the preview reads from shared/documents. */
import { describe, expect, it, vi } from 'vitest';
import { defaultImage, frameOf, readDefaults, shownImage } from './images';
import { FIXED_FONTS, fontName, fontStack, fontValue, hasFontFiles, ORGANIZATION_FONTS, readFontFiles } from './fonts';

const SVG = (n: string) => `../../../../shared/documents/case-images/${n}`;
const TTF = (n: string) => `../../../../shared/documents/fonts/${n}`;

describe('default pictures', () => {
  it('takes each order’s file and alternative text from images.toml', () => {
    const defaults = readDefaults(
      { [SVG('01-cover-community.svg')]: '/assets/01.svg', [SVG('08-vision.svg')]: '/assets/08.svg' },
      '[[image]]\norder = 1\nfile = "01-cover-community.svg"\nalt = "Neighbours on a riverside green."\n[[image]]\norder = 2\nfile = "02-missing.svg"\nalt = "An open front door."\n',
    );
    expect(defaults.get(1)).toEqual({ order: 1, url: '/assets/01.svg', alt: 'Neighbours on a riverside green.' });
    // A row without its file keeps its words (the frame shows them); a file without a row counts by its number.
    expect(defaults.get(2)).toEqual({ order: 2, url: null, alt: 'An open front door.' });
    expect(defaults.get(8)).toEqual({ order: 8, url: '/assets/08.svg', alt: 'Illustration for our vision and mission.' });
  });

  it('falls back to the files alone when the table cannot be read, and says so in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const defaults = readDefaults({ [SVG('03-letter.svg')]: '/assets/03.svg' }, 'order = = 3');
    expect(defaults.get(3)).toEqual({ order: 3, url: '/assets/03.svg', alt: 'Illustration for the letter from the executive director.' });
    expect(warn).toHaveBeenCalledWith('images.toml could not be read', expect.any(Error));
  });

  it('always has words for an order, and shows the organization’s stored picture before the default', () => {
    for (let order = 1; order <= 23; order++) expect(defaultImage(order).alt).toMatch(/\w/);
    const stored = { id: 'i1', order: 9, url: 'https://files.example/i1.png', width: 1, height: 1, content_type: 'image/png' };
    expect(shownImage(9, [stored])).toMatchObject({ url: stored.url, stored });
    expect(shownImage(10, [stored]).stored).toBeNull();
  });

  it('gives each order the frame of the contract’s table', () => {
    expect([1, 2, 3, 8, 16, 21, 23].map(frameOf)).toEqual([
      [4, 3],
      [3, 4],
      [1, 1],
      [16, 9],
      [3, 2],
      [3, 2],
      [16, 9],
    ]);
  });
});

describe('document fonts', () => {
  it('knows the four organization fonts’ files without the engine’s table, and reads the table’s names when it is there', () => {
    const files = {
      [TTF('Lato_400Regular.ttf')]: '/a/lato.ttf',
      [TTF('Lato_700Bold.ttf')]: '/a/lato-bold.ttf',
      [TTF('LiberationSerif-Italic.ttf')]: '/a/ls-i.ttf',
      [TTF('LiberationSerif-Regular.ttf')]: '/a/ls.ttf',
    };
    expect(readFontFiles(files, undefined).get('Lato')).toEqual([
      { url: '/a/lato.ttf', weight: '400', style: 'normal' },
      { url: '/a/lato-bold.ttf', weight: '700', style: 'normal' },
    ]);
    expect(readFontFiles(files, undefined).has('Times New Roman')).toBe(false);
    const table = '[[font]]\nname = "Times New Roman"\nfamily = "Liberation Serif"\nfiles = ["LiberationSerif-Regular.ttf", "LiberationSerif-Italic.ttf"]\n';
    expect(readFontFiles(files, table).get('Times New Roman')).toEqual([
      { url: '/a/ls.ttf', weight: '400', style: 'normal' },
      { url: '/a/ls-i.ttf', weight: '400', style: 'italic' },
    ]);
  });

  it('serves the four organization fonts from shared/documents/fonts', () => {
    for (const f of ORGANIZATION_FONTS) {
      expect(hasFontFiles(f.name)).toBe(true);
      expect(fontStack(f.name).startsWith(`'CaseDoc ${f.name}', `)).toBe(true);
    }
    for (const f of FIXED_FONTS) expect(fontStack(f)).toMatch(/(sans-serif|serif|monospace)$/);
  });

  it('reads the organization’s stored font by key or name, and saves the organization fonts by key', () => {
    expect(fontName('open-sans')).toBe('Open Sans');
    expect(fontName('Times New Roman')).toBe('Times New Roman');
    expect(fontName('times new roman')).toBe('Times New Roman');
    expect(fontName('Comic Sans')).toBe('Montserrat');
    expect(fontName(undefined)).toBe('Montserrat');
    expect(fontValue('Open Sans')).toBe('open-sans');
    expect(fontValue('Georgia')).toBe('Georgia');
  });
});
