/**
 * The cropper's geometry and output (spec §2 "cropped images are exported as png"): the area as
 * fractions of the picture, kept in the frame's shape and inside the picture, and the PNG of it.
 */
import { MAX_IMAGE_BYTES } from '../../config/constants';

/** The area, as fractions (0–1) of the picture's width and height. */
export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The smallest area, as a fraction of the largest. */
export const MIN_SIZE = 0.1;
/** Longest side of the output. */
const MAX_SIDE = 2000;
const VECTOR_SIDE = 1600;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The area's height for width `w` (fractions) so that it has the frame's shape on a picture of
 * `natural` pixels.
 */
function heightFor(w: number, natural: { w: number; h: number }, aspect: readonly [number, number]): number {
  return (w * natural.w * aspect[1]) / (natural.h * aspect[0]);
}

/** The largest centred area of the frame's shape. */
export function initialArea(natural: { w: number; h: number }, aspect: readonly [number, number]): Area {
  let w = 1;
  let h = heightFor(w, natural, aspect);
  if (h > 1) {
    w = w / h;
    h = 1;
  }
  return { x: (1 - w) / 2, y: (1 - h) / 2, w, h };
}

/** The widest area of the frame's shape the picture holds (a fraction of its width). */
export function largestWidth(natural: { w: number; h: number }, aspect: readonly [number, number]): number {
  return Math.min(1, 1 / heightFor(1, natural, aspect));
}

/** The area moved by (dx, dy), kept inside the picture. */
export function moveArea(a: Area, dx: number, dy: number): Area {
  return { ...a, x: clamp(a.x + dx, 0, 1 - a.w), y: clamp(a.y + dy, 0, 1 - a.h) };
}

/**
 * The area resized to width `w` around `anchor` ('centre' for the size slider, 'corner' keeps its
 * top-left corner for a drag), keeping its shape and staying inside the picture.
 */
export function resizeArea(a: Area, w: number, natural: { w: number; h: number }, aspect: readonly [number, number], anchor: 'centre' | 'corner'): Area {
  const ratio = heightFor(1, natural, aspect);
  // Largest width that fits: by width and by height.
  const largest = largestWidth(natural, aspect);
  const maxW = anchor === 'corner' ? Math.min(1 - a.x, (1 - a.y) / ratio) : largest;
  const nw = clamp(w, Math.min(MIN_SIZE * largest, maxW), maxW);
  const nh = nw * ratio;
  if (anchor === 'corner') return { x: a.x, y: a.y, w: nw, h: nh };
  const cx = a.x + a.w / 2;
  const cy = a.y + a.h / 2;
  return { w: nw, h: nh, x: clamp(cx - nw / 2, 0, 1 - nw), y: clamp(cy - nh / 2, 0, 1 - nh) };
}

export const isVector = (url: string) => /\.svg(\?|#|$)/i.test(url) || url.startsWith('data:image/svg');

/** Draws the area of `img` as a PNG within the 1 MB rule; null when the browser cannot. */
export async function cropToPng(img: HTMLImageElement, area: Area, natural: { w: number; h: number }, vector: boolean): Promise<Blob | null> {
  const sx = area.x * natural.w;
  const sy = area.y * natural.h;
  const sw = area.w * natural.w;
  const sh = area.h * natural.h;
  const longest = Math.max(sw, sh);
  let scale = vector ? VECTOR_SIDE / longest : Math.min(1, MAX_SIDE / longest);
  for (let attempt = 0; attempt < 8; attempt++) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(sw * scale));
    canvas.height = Math.max(1, Math.round(sh * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) return null;
    if (blob.size <= MAX_IMAGE_BYTES) return blob;
    scale *= 0.8;
  }
  return null;
}

