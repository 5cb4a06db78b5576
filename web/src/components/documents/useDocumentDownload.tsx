/**
 * Downloading a generated document (contract "Documents API"; DECISIONS: the 120-second countdown
 * becomes a real progress indicator driven by the job's state). `download(kind, identity?)` queues
 * the document (`POST /documents`), asks for the job's state (`GET /documents/{id}`) every 100 ms
 * for the first 2 seconds (most documents are made in well under a second, and the wait is what
 * the user judges), then every 500 ms, while a full-screen overlay shows "Please wait while we
 * generate your document..." with the
 * job's progress, then follows the file's short-lived link. A job that fails, a request the server
 * refuses (its own words, e.g. "No policies found…") and a job still unfinished after 120 seconds
 * end in a dialog that says so; the user is never left with an endless spinner.
 *
 * ```tsx
 * const { download, overlay, busy } = useDocumentDownload();
 * <Button disabled={busy} onClick={async () => { if (await download('gift_pyramid')) await countDownload(); }}>
 * {overlay}
 * ```
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../lib/api/client';
import { createDocument, documentKeys, getDocument, type DocumentJob, type DocumentKind } from '../../lib/resources/documents';
import { DocumentFailed, DocumentOverlay } from './DocumentOverlay';
import { DM } from './messages';

/** The job's state is asked for every 100 ms at first… */
export const QUICK_POLL_MS = 100;
/** …for this long after the job was queued… */
export const QUICK_FOR_MS = 2_000;
/** …then every 500 ms. */
export const POLL_MS = 500;

/** How long to wait before asking again, `elapsed` ms after the job was queued. */
export const pollDelay = (elapsed: number): number => (elapsed < QUICK_FOR_MS ? QUICK_POLL_MS : POLL_MS);
/** Contract (spec §9 "Document countdown 120 s"): after this long the download gives up. */
export const GIVE_UP_MS = 120_000;

type Phase =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'polling'; job: DocumentJob }
  | { kind: 'failed'; message: string };

export interface DocumentDownload {
  /**
   * Generates the document and follows its link; resolves true once the file is on its way to the
   * user, false when it failed (the overlay then explains why) or another download is running.
   */
  download: (kind: DocumentKind, identity?: string) => Promise<boolean>;
  /**
   * Generates the document without handing the file to the user (to share it with the funder):
   * resolves to the finished job, or null when it failed (the overlay then explains why) or
   * another document is being generated.
   */
  make: (kind: DocumentKind, identity?: string) => Promise<DocumentJob | null>;
  /** The overlay (while generating) or the failure dialog; render it once anywhere on the page. */
  overlay: ReactNode;
  /** Whether a document is being generated. */
  busy: boolean;
  /** The message of the last failure, until the user closes it. */
  error: string | null;
}

/** Hands the browser the file: a link with the file's name, clicked. */
export function followLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The words for a request the server refused, or that never reached it. */
function refusal(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) return error.message;
  return DM.GENERATION_FAILED;
}

const finished = (job: DocumentJob | undefined) => job?.state === 'done' || job?.state === 'failed';

export function useDocumentDownload(): DocumentDownload {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const settle = useRef<((job: DocumentJob | null) => void) | null>(null);
  /** Whether the finished job's file is handed to the user (download) or only answered (make). */
  const follow = useRef(true);
  const giveUp = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  const jobId = phase.kind === 'polling' ? phase.job.id : null;
  const queuedAt = useRef(0);
  const job = useQuery({
    queryKey: documentKeys.job(jobId ?? ''),
    queryFn: () => getDocument(jobId!),
    enabled: jobId !== null,
    initialData: phase.kind === 'polling' ? phase.job : undefined,
    // The job as POST answered it is fresh: the first question is asked 100 ms later.
    initialDataUpdatedAt: () => Date.now(),
    refetchInterval: (query) => (finished(query.state.data) ? false : pollDelay(Date.now() - queuedAt.current)),
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: QUICK_POLL_MS,
    gcTime: 0,
    // The bar never moves back, whatever order the answers arrive in.
    structuralSharing: (previous: unknown, next: unknown) => {
      const [a, b] = [previous as DocumentJob | undefined, next as DocumentJob];
      return a && a.id === b.id && a.progress > b.progress ? { ...b, progress: a.progress } : b;
    },
  });

  const end = useCallback((done: DocumentJob | null, message?: string) => {
    window.clearTimeout(giveUp.current);
    giveUp.current = undefined;
    const resolve = settle.current;
    settle.current = null;
    if (mounted.current) setPhase(done ? { kind: 'idle' } : { kind: 'failed', message: message ?? DM.GENERATION_FAILED });
    resolve?.(done);
  }, []);

  // The job's answers: done → the file; failed → its message; gone (404) → the refusal.
  const data = job.data;
  const pollError = job.error;
  useEffect(() => {
    if (jobId === null || data?.id !== jobId) return;
    if (data.state === 'done') {
      if (data.download_url) {
        if (follow.current) followLink(data.download_url, data.file_name);
        end(data);
      } else {
        end(null, DM.GENERATION_FAILED);
      }
    } else if (data.state === 'failed') {
      end(null, data.error || DM.GENERATION_FAILED);
    }
  }, [jobId, data, end]);
  useEffect(() => {
    // A job the server no longer knows ends the wait; a network hiccup does not (the next poll retries).
    if (jobId !== null && isApiError(pollError) && pollError.status >= 400 && pollError.status < 500) {
      end(null, refusal(pollError));
    }
  }, [jobId, pollError, end]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(giveUp.current);
      settle.current?.(null);
      settle.current = null;
    };
  }, []);

  const generate = useCallback(
    (kind: DocumentKind, identity: string | undefined, handOver: boolean): Promise<DocumentJob | null> => {
      if (settle.current) return Promise.resolve(null);
      const result = new Promise<DocumentJob | null>((resolve) => {
        settle.current = resolve;
      });
      follow.current = handOver;
      setPhase({ kind: 'starting' });
      giveUp.current = window.setTimeout(() => end(null, DM.TOO_LONG), GIVE_UP_MS);
      createDocument(identity === undefined ? { kind } : { kind, identity }).then(
        (created) => {
          if (!settle.current || !mounted.current) return;
          queuedAt.current = Date.now();
          setPhase({ kind: 'polling', job: created });
        },
        (error: unknown) => {
          if (settle.current) end(null, refusal(error));
        },
      );
      return result;
    },
    [end],
  );
  const download = useCallback(
    async (kind: DocumentKind, identity?: string) => (await generate(kind, identity, true)) !== null,
    [generate],
  );
  const make = useCallback((kind: DocumentKind, identity?: string) => generate(kind, identity, false), [generate]);

  const busy = phase.kind === 'starting' || phase.kind === 'polling';
  const overlay = busy ? (
    <DocumentOverlay progress={phase.kind === 'polling' ? (job.data?.progress ?? 0) : 0} />
  ) : phase.kind === 'failed' ? (
    <DocumentFailed message={phase.message} onClose={() => setPhase({ kind: 'idle' })} />
  ) : null;

  return { download, make, overlay, busy, error: phase.kind === 'failed' ? phase.message : null };
}
