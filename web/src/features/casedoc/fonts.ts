/**
 * The document fonts (contract "Fonts"; DECISIONS "Fonts: served from the project's own
 * assets"): the font select lists the spec's fixed list plus the four organization fonts. The
 * preview draws each with the files the PDF embeds, from `shared/documents/fonts/` (read at build
 * time with Vite's glob import, no copy), loaded on demand with the FontFace API (no inline style,
 * so the page's Content-Security-Policy holds). Which files make which select name is the engine's
 * table `fonts.toml` (`[[font]] name, family, files`); the four organization fonts are known
 * without it. A name without files is drawn with the closest faces the browser has (the same
 * metric-compatible substitutes, when installed).
 */
import { parseToml, tablesOf } from './toml';

/** The spec's fixed list (§7 "Case document"), in its order. */
export const FIXED_FONTS = [
  'Arial',
  'Calibri',
  'Cambria',
  'Courier New',
  'Georgia',
  'Impact',
  'Sans Serif',
  'Segoe UI',
  'Tahoma',
  'Times New Roman',
  'Verdana',
] as const;

/** The organization fonts, with the value the organization record keeps (onboarding's select). */
export const ORGANIZATION_FONTS = [
  { name: 'Montserrat', value: 'montserrat' },
  { name: 'Roboto', value: 'roboto' },
  { name: 'Open Sans', value: 'open-sans' },
  { name: 'Lato', value: 'lato' },
] as const;

/** Spec §9: the document's default font. */
export const DEFAULT_FONT = 'Montserrat';

/** The CSS fallbacks after the project's own faces: the same substitutes, or the original. */
const STACKS: Readonly<Record<string, string>> = {
  Arial: "Arial, 'Liberation Sans', Arimo, Helvetica, sans-serif",
  Calibri: 'Calibri, Carlito, sans-serif',
  Cambria: 'Cambria, Caladea, Georgia, serif',
  'Courier New': "'Courier New', 'Liberation Mono', Cousine, monospace",
  Georgia: 'Georgia, Gelasio, serif',
  Impact: "Impact, Anton, Oswald, 'Arial Narrow', sans-serif",
  'Sans Serif': "'Open Sans', sans-serif",
  'Segoe UI': "'Segoe UI', Selawik, 'Open Sans', sans-serif",
  Tahoma: "Tahoma, 'DejaVu Sans', Verdana, sans-serif",
  'Times New Roman': "'Times New Roman', 'Liberation Serif', Tinos, Times, serif",
  Verdana: "Verdana, 'DejaVu Sans', sans-serif",
  Montserrat: "'Montserrat', sans-serif",
  Roboto: "'Roboto', sans-serif",
  'Open Sans': "'Open Sans', sans-serif",
  Lato: "'Lato', sans-serif",
};

const FILES = import.meta.glob('../../../../shared/documents/fonts/*.{ttf,otf}', {
  query: '?url',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const TABLES = import.meta.glob('../../../../shared/documents/fonts/fonts.toml', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** One face of a font: its file's URL, weight and style (read from the file's name). */
export interface FontFile {
  url: string;
  weight: '400' | '700';
  style: 'normal' | 'italic';
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

function face(url: string, file: string): FontFile {
  return { url, weight: /bold/i.test(file) ? '700' : '400', style: /italic/i.test(file) ? 'italic' : 'normal' };
}

/** The four organization fonts' files, by the prefix of their names in the folder. */
const BUILT_IN: Readonly<Record<string, string>> = {
  Montserrat: 'Montserrat_',
  Roboto: 'Roboto_',
  'Open Sans': 'OpenSans_',
  Lato: 'Lato_',
  // Contract: "Sans Serif → Open Sans".
  'Sans Serif': 'OpenSans_',
};

/** Each select name's files: the engine's table where it names them, else the built-in prefixes. */
export function readFontFiles(files: Record<string, string>, table: string | undefined): Map<string, FontFile[]> {
  const urls = new Map(Object.entries(files).map(([path, url]) => [baseName(path), url]));
  const out = new Map<string, FontFile[]>();
  for (const [name, prefix] of Object.entries(BUILT_IN)) {
    const faces = [...urls].filter(([file]) => file.startsWith(prefix)).map(([file, url]) => face(url, file));
    if (faces.length) out.set(name, faces);
  }
  if (table !== undefined) {
    try {
      for (const row of tablesOf(parseToml(table), 'font')) {
        if (typeof row.name !== 'string' || !Array.isArray(row.files)) continue;
        const faces = row.files
          .filter((f): f is string => typeof f === 'string')
          .flatMap((f) => {
            const url = urls.get(baseName(f));
            return url ? [face(url, baseName(f))] : [];
          });
        if (faces.length) out.set(row.name, faces);
      }
    } catch (e) {
      console.warn('fonts.toml could not be read', e);
    }
  }
  return out;
}

const FONT_FILES = readFontFiles(FILES, Object.values(TABLES)[0]);

/** Every name of the select, in the order it lists them. */
export const FONT_NAMES: readonly string[] = [...ORGANIZATION_FONTS.map((f) => f.name), ...FIXED_FONTS];

/**
 * The select's name for the organization's stored value: a name of the list (any case), or an
 * organization font's key (`open-sans`); anything else is the default (as in the engine).
 */
export function fontName(stored: string | null | undefined): string {
  const v = (stored ?? '').trim().toLowerCase();
  const org = ORGANIZATION_FONTS.find((f) => f.value === v);
  if (org) return org.name;
  return FONT_NAMES.find((n) => n.toLowerCase() === v) ?? DEFAULT_FONT;
}

/** What `POST /organizations` is sent: an organization font's key, else the select's name. */
export function fontValue(name: string): string {
  return ORGANIZATION_FONTS.find((f) => f.name === name)?.value ?? name;
}

/** The family the preview registers for a name's own files. */
const ownFamily = (name: string) => `CaseDoc ${name}`;

/** The CSS `font-family` of the preview for a select name. */
export function fontStack(name: string): string {
  const stack = STACKS[name] ?? STACKS[DEFAULT_FONT];
  return FONT_FILES.has(name) ? `'${ownFamily(name)}', ${stack}` : stack;
}

/** Whether the project serves files for the name (else the browser's substitutes draw it). */
export function hasFontFiles(name: string): boolean {
  return FONT_FILES.has(name);
}

const loaded = new Set<string>();

/**
 * Registers and loads the name's faces (once). Without the FontFace API (old browsers, tests) the
 * CSS fallbacks draw the text; a failed load is only logged (spec §7: "A font load failure is
 * only logged").
 */
export function loadFont(name: string): void {
  const faces = FONT_FILES.get(name);
  if (!faces || loaded.has(name) || typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return;
  loaded.add(name);
  for (const f of faces) {
    const font = new FontFace(ownFamily(name), `url("${f.url}")`, { weight: f.weight, style: f.style, display: 'swap' });
    document.fonts.add(font);
    font.load().catch((e: unknown) => console.warn(`font ${name} did not load`, e));
  }
}
