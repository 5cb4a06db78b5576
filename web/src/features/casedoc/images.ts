/**
 * The document's pictures: the 23 default images shipped with the product
 * (`shared/documents/case-images/`, read at build time with Vite's glob import, their alternative
 * text from `images.toml`) and the organization's stored images, by order (1–23), and the frame
 * each order is drawn in (contract "Image frames": every picture fills its frame, centred, like
 * CSS `object-fit: cover`, in the preview, the PDF and the Word file alike).
 */
import type { CaseImage } from '../../lib/resources/casedoc';
import { parseToml, tablesOf } from './toml';

/** The frame's shape (width:height) by order, from the contract's table. */
const FRAMES: Readonly<Record<number, readonly [number, number]>> = {
  1: [4, 3],
  2: [3, 4],
  3: [1, 1],
  4: [4, 3],
  5: [4, 3],
  6: [4, 3],
  7: [4, 3],
  8: [16, 9],
  9: [4, 3],
  10: [4, 3],
  11: [4, 3],
  12: [4, 3],
  13: [16, 9],
  14: [16, 9],
  15: [16, 9],
  16: [3, 2],
  17: [3, 2],
  18: [3, 2],
  19: [3, 2],
  20: [3, 2],
  21: [3, 2],
  22: [16, 9],
  23: [16, 9],
};

export function frameOf(order: number): readonly [number, number] {
  return FRAMES[order] ?? [4, 3];
}

/** The default image files by path (URLs the build serves), and the table of their alt texts. */
const FILES = import.meta.glob('../../../../shared/documents/case-images/*.{svg,png,jpg,jpeg}', {
  query: '?url',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const TABLES = import.meta.glob('../../../../shared/documents/case-images/images.toml', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

export interface DefaultImage {
  order: number;
  /** Null while the product has no file for the order: the frame then shows the alt text. */
  url: string | null;
  alt: string;
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The default images by order, from the files and the table (exported for the tests). */
export function readDefaults(files: Record<string, string>, table: string | undefined): Map<number, DefaultImage> {
  const urls = new Map(Object.entries(files).map(([path, url]) => [baseName(path), url]));
  const out = new Map<number, DefaultImage>();
  if (table !== undefined) {
    try {
      for (const row of tablesOf(parseToml(table), 'image')) {
        const order = row.order;
        if (typeof order !== 'number' || !Number.isInteger(order)) continue;
        const file = typeof row.file === 'string' ? row.file : '';
        const alt = typeof row.alt === 'string' ? row.alt.trim() : '';
        out.set(order, { order, url: urls.get(file) ?? null, alt: alt || fallbackAlt(order) });
      }
    } catch (e) {
      console.warn('images.toml could not be read', e);
    }
  }
  // Files the table does not name count by their number ("07-….svg").
  for (const [file, url] of urls) {
    const order = Number(/^(\d{1,2})[-_.]/.exec(file)?.[1]);
    if (order >= 1 && order <= 23 && !out.has(order)) out.set(order, { order, url, alt: fallbackAlt(order) });
  }
  return out;
}

/** What a default picture shows, for the alt text when the table does not say. */
const SUBJECTS: readonly string[] = [
  'the cover',
  'the contents page',
  'the letter from the executive director',
  'our story',
  'our story',
  'our story',
  'our story',
  'our vision and mission',
  'our programs',
  'our programs',
  'our programs',
  'our programs',
  'our programs, continued',
  'the call for more',
  'our three-year goal',
  'the first funding priority',
  'the second funding priority',
  'the third funding priority',
  'the fourth funding priority',
  'the fifth funding priority',
  'our success stories',
  'join us',
  'contact us',
];

function fallbackAlt(order: number): string {
  return `Illustration for ${SUBJECTS[order - 1] ?? 'the document'}.`;
}

const DEFAULTS = readDefaults(FILES, Object.values(TABLES)[0]);

export function defaultImage(order: number): DefaultImage {
  return DEFAULTS.get(order) ?? { order, url: null, alt: fallbackAlt(order) };
}

/** What the frame of `order` shows: the stored image when there is one, else the default. */
export interface ShownImage {
  order: number;
  url: string | null;
  alt: string;
  /** The stored image, when the organization has one for the order. */
  stored: CaseImage | null;
}

export function shownImage(order: number, attachments: readonly CaseImage[]): ShownImage {
  const fallback = defaultImage(order);
  const stored = attachments.find((a) => a.order === order) ?? null;
  // A stored picture is the organization's own photograph; the default's description does not fit it.
  return stored
    ? { order, url: stored.url, alt: `Your picture for ${SUBJECTS[order - 1] ?? 'the document'}.`, stored }
    : { ...fallback, stored: null };
}
