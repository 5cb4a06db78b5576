/**
 * The `fetch` stub the in-memory test APIs share (planningServer, closingServer, closingServerB,
 * casedocServer): it records every call, answers from the server's `handle`, and lets a test make a
 * route fail (`fail`) or wait until released (`hold`). Routes are "METHOD /path" without the
 * `/api/v1` base or the query.
 */
import { vi } from 'vitest';
import type { DocumentKind } from '../lib/resources/documents';
import type { DocumentJob } from '../lib/resources/documents';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Failure = { status: number; body?: unknown; times?: number };

export type Handler = (method: string, path: string, query: URLSearchParams, body: unknown) => Promise<[number, unknown]> | [number, unknown];

export interface FakeApi {
  calls: Call[];
  /** Makes "METHOD /path" answer this error, `times` times (default always). */
  fail: (route: string, failure: Failure) => void;
  /** Holds "METHOD /path" until the returned function is called. */
  hold: (route: string) => () => void;
  /** The bodies sent with "METHOD /path" (a multipart form as an object of its entries). */
  sent: (route: string) => Record<string, unknown>[];
}

/** Stubs `fetch` with `handle` behind the recording, failure and hold controls. */
export function fakeApi(handle: Handler): FakeApi {
  const failures = new Map<string, Failure>();
  const holds = new Map<string, Promise<void>>();
  const calls: Call[] = [];
  const api: FakeApi = {
    calls,
    fail: (route, failure) => {
      failures.set(route, { ...failure });
    },
    hold: (route) => {
      let release = () => undefined as void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(route, gate);
      return () => {
        holds.delete(route);
        release();
      };
    },
    sent: (route) =>
      calls
        .filter((c) => `${c.method} ${c.path}` === route)
        .map((c) => (c.body instanceof FormData ? Object.fromEntries(c.body.entries()) : (c.body as Record<string, unknown>))),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method, path, query: url.searchParams, body });
    const route = `${method} ${path}`;
    const gate = holds.get(route);
    if (gate) await gate;
    const failure = failures.get(route);
    let status: number;
    let payload: unknown;
    if (failure) {
      if (failure.times !== undefined && --failure.times <= 0) failures.delete(route);
      status = failure.status;
      payload = failure.body ?? { error: failure.status >= 500 ? 'Something went wrong, please try again later!' : 'Refused' };
    } else {
      [status, payload] = await handle(method, path, url.searchParams, body);
    }
    return new Response(status === 204 || payload === undefined ? null : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return api;
}

/** A document job as the fake holds it: the API's view and how often it was asked for. */
export type FakeJob = DocumentJob & { polls: number };

/**
 * `POST /documents` and `GET /documents/{id}` of the documents API: a queued job is running on its
 * first poll (40 %) and done on its second, with a link. `fileName` names each kind's file.
 * Answers null for any other route.
 */
export function documentJobs(jobs: Map<string, FakeJob>, fileName: (kind: DocumentKind) => string) {
  let seq = 0;
  const view = ({ polls: _polls, ...job }: FakeJob): DocumentJob => job;
  return (method: string, path: string, body: unknown): [number, unknown] | null => {
    if (method === 'POST' && path === '/documents') {
      const b = body as { kind: DocumentKind; identity?: string };
      const id = `job-${++seq}`;
      const job: FakeJob = {
        id,
        kind: b.kind,
        identity: b.identity ?? null,
        state: 'queued',
        progress: 0,
        file_name: fileName(b.kind),
        download_url: null,
        error: null,
        created_at: '2026-11-23T17:00:00Z',
        polls: 0,
      };
      jobs.set(id, job);
      return [202, view(job)];
    }
    const doc = /^\/documents\/([^/]+)$/.exec(path);
    if (method === 'GET' && doc) {
      const job = jobs.get(decodeURIComponent(doc[1]));
      if (!job) return [404, { error: 'Document not found.' }];
      job.polls += 1;
      if (job.polls === 1) Object.assign(job, { state: 'running', progress: 40 });
      else Object.assign(job, { state: 'done', progress: 100, download_url: `https://files.example/${job.id}` });
      return [200, view(job)];
    }
    return null;
  };
}
