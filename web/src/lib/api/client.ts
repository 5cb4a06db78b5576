/**
 * The one API client of the SPA: `fetch` against `/api/v1`, a bearer token from the session,
 * JSON bodies (multipart when given a FormData), and a typed {@link ApiError} for every failure.
 *
 * It never shows a toast and never redirects: each screen decides what to show, with the spec's
 * wording. (aws-amplify's REST client was considered; plain fetch is smaller and enough.)
 *
 * A 429 is retried when waiting is short (see {@link retryDelay}): the server's `Retry-After` of
 * at most 10 s is waited out (for any method: the server refused the request, it did nothing),
 * and a GET without the header backs off 0.5 s, 1 s, 2 s; at most 3 retries. A longer wait (the
 * login lock, the licence-code throttle: up to 15 minutes) reaches the screen at once, with the
 * seconds in {@link ApiError.retryAfter}.
 */
import { env } from '../../config/env';
import { VERSION_READ_ONLY } from '../../generated/messages';
import { getSession, getToken, versionToken } from '../session';
import type { components, paths } from './schema';

/** The server's schemas, generated from docs/openapi.json (`npm run api-types`). */
export type Schemas = components['schemas'];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type ApiPaths = { [K in keyof paths as K extends `/api/v1${infer P}` ? P : never]: paths[K] };
type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Success<R> = R extends { 200: infer A } ? Json<A> : R extends { 201: infer A } ? Json<A> : never;

/**
 * The JSON of an operation's success answer, read from the generated `paths`: `Answer<'/me', 'get'>`.
 * Error answers documented beside it (4xx, 5xx) do not change it; they arrive as {@link ApiError}.
 */
export type Answer<P extends keyof ApiPaths, M extends Method> = ApiPaths[P][M] extends { responses: infer R }
  ? Success<R>
  : never;

/** The JSON request body of an operation: `JsonBody<'/auth', 'post'>`. */
export type JsonBody<P extends keyof ApiPaths, M extends Method> = ApiPaths[P][M] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The parsed response body (JSON when the server sent JSON, else the text), or null. */
  readonly body: unknown;
  /** The seconds the server asked to wait before trying again (its `Retry-After` header), if it said. */
  readonly retryAfter?: number;

  constructor(status: number, message: string, body: unknown, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The machine-readable `code` of the body, e.g. `unconfirmed`. */
  get code(): string | undefined {
    const code = field(this.body, 'code');
    return typeof code === 'string' ? code : undefined;
  }

  /** The first message per field from the body's `errors` map. */
  get fieldErrors(): Record<string, string> {
    const errors = field(this.body, 'errors');
    const out: Record<string, string> = {};
    if (errors && typeof errors === 'object') {
      for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
        if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
        else if (typeof value === 'string') out[key] = value;
      }
    }
    return out;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

function field(body: unknown, key: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
}

/** The user-facing message of a failed answer: the server's `error`, else its `message`. */
export function messageOf(status: number, body: unknown): string {
  for (const key of ['error', 'message']) {
    const value = field(body, key);
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return `Request failed with status ${status}`;
}

type QueryValue = string | number | boolean;
/** A value; a list repeats the parameter (`question_id=301&question_id=302`). */
export type Query = Record<string, QueryValue | readonly QueryValue[] | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Query;
  /** Send the session's bearer token (default true). */
  auth?: boolean;
  /** Send the session's own token even while the tab reads a version of the plan. */
  session?: boolean;
  signal?: AbortSignal;
  /** Let the request finish when the page goes away (a logout as the tab closes). */
  keepalive?: boolean;
}

export function buildUrl(path: string, query?: Query): string {
  const url = `${env.apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value as readonly QueryValue[]) params.append(key, String(item));
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function parseBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Retries of a 429 at most, and the longest `Retry-After` waited out here (longer ones reach the screen). */
export const RETRY = { attempts: 3, maxRetryAfterSeconds: 10, backoffMs: [500, 1000, 2000], jitterMs: 250 } as const;

/**
 * A `Retry-After` header in whole seconds (never negative): delta-seconds, or an HTTP date
 * counted from `now`; undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  const at = /^\d+$/.test(text) ? now + Number(text) * 1000 : Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * How long to wait before retry number `attempt` (0-based) of a request answered 429, or null
 * not to retry: the server's wait when it is at most 10 s, else none; without the header, the
 * backoff for a GET only (another method might not be safe to send twice). A little jitter keeps
 * clients told the same wait from all coming back at once.
 */
export function retryDelay(method: string, retryAfter: number | undefined, attempt: number): number | null {
  if (attempt >= RETRY.attempts) return null;
  const jitter = Math.random() * RETRY.jitterMs;
  if (retryAfter !== undefined) {
    return retryAfter <= RETRY.maxRetryAfterSeconds ? retryAfter * 1000 + jitter : null;
  }
  return method === 'GET' ? RETRY.backoffMs[attempt] + jitter : null;
}

/** Waits `ms`, or rejects with the signal's reason (an AbortError) when the request is cancelled meanwhile. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Sends a request and answers the server's successful Response, unread; a failure is thrown as
 * an {@link ApiError} (429s retried as said above). {@link request} reads the answer as JSON;
 * lib/api/download.ts reads a file from it.
 */
export async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, query, auth = true, session, signal, keepalive } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body instanceof Blob) {
    headers['Content-Type'] = body.type || 'application/octet-stream';
    payload = body; // a file sent as it is
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  // Read when the call is made, before anything is awaited: a logout sends its token this way
  // and then wipes the session at once (lib/account.ts).
  const token = auth ? (session ? getSession()?.token : getToken()) : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  // A version of the plan is read, never changed: the call is not sent (the server would refuse it).
  if (auth && !session && method !== 'GET' && versionToken()) throw new ApiError(409, VERSION_READ_ONLY, null);

  const url = buildUrl(path, query);
  for (let attempt = 0; ; attempt += 1) {
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers,
        body: payload,
        signal,
        ...(keepalive ? { keepalive } : {}),
      });
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') throw e;
      const message = e instanceof Error && e.message ? e.message : 'Failed to fetch';
      throw new ApiError(0, message, null);
    }
    if (res.ok) return res;
    const retryAfter = parseRetryAfter(res.headers.get('Retry-After'));
    const parsed = await parseBody(res);
    const wait = res.status === 429 ? retryDelay(method, retryAfter, attempt) : null;
    if (wait === null) throw new ApiError(res.status, messageOf(res.status, parsed), parsed, retryAfter);
    await pause(wait, signal);
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await parseBody(await send(path, options))) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE', body }),
};
