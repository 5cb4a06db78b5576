/**
 * Files the API sends as attachments (a cohort's CSV and Excel exports): fetched with the
 * session's bearer token through the one client ({@link send}), so a plain link cannot fetch
 * them, and answered as a Blob with the name the server gave it. {@link saveFile} then hands it
 * to the browser as a download.
 *
 * Kept apart from client.ts: that module loads with the public pages, whose JavaScript budget
 * (scripts/check-public-budget.mjs) has no room for code only signed-in screens use.
 */
import { send, type RequestOptions } from './client';

export interface DownloadedFile {
  blob: Blob;
  /** The file's name from Content-Disposition, else the fallback given. */
  name: string;
}

/**
 * The file name of a `Content-Disposition` header: `filename*` (RFC 5987, UTF-8, percent-encoded)
 * when present and readable, else the plain `filename` (quoted or not); null when neither.
 */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)'[^']*'([^;]+)/.exec(header);
  if (extended) {
    try {
      const name = decodeURIComponent(extended[1].trim());
      if (name) return name;
    } catch {
      // A broken escape: the plain name below.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim()) : null;
  return name || null;
}

/** GETs `path` (after /api/v1) as a file; a failure is the client's {@link ApiError}. */
export async function download(
  path: string,
  fallbackName: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<DownloadedFile> {
  const res = await send(path, { ...options, method: 'GET' });
  const blob = await res.blob();
  return { blob, name: attachmentName(res.headers.get('Content-Disposition')) ?? fallbackName };
}

/** Hands a downloaded file to the browser, which saves it under its name (or asks where). */
export function saveFile({ blob, name }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Let go of the bytes once the browser has surely read them (some read the URL after the click).
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
