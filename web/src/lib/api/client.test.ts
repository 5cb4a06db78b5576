import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../session';
import { api, ApiError, buildUrl, isApiError, parseRetryAfter, retryDelay } from './client';

function respond(status: number, body: string, contentType = 'application/json') {
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('calls /api/v1 with JSON and the session bearer token', async () => {
    setSession({ token: 'tok', user: { id: '1', firstName: '', lastName: '', email: 'a@b.co', profilePicture: null, role: 'owner', organization_id: null, subscriptionStatus: null } });
    const fetchMock = respond(200, '{"data":"ok"}');
    await expect(api.post('/reset-password', { email: 'a@b.co' })).resolves.toEqual({ data: 'ok' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/reset-password');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
  });

  it('sends FormData as multipart without setting a content type', async () => {
    const fetchMock = respond(200, '{}');
    const form = new FormData();
    form.set('name', 'Acme');
    await api.post('/organizations', form);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('leaves the token out when auth is false or there is no session', async () => {
    const fetchMock = respond(200, '{}');
    await api.post('/auth', { email: 'a@b.co', password: 'x' }, { auth: false });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('throws a typed ApiError carrying status, the server error text and the body', async () => {
    respond(403, JSON.stringify({ error: 'Please confirm your email address before logging in.', code: 'unconfirmed' }));
    const error = await api.post('/auth', {}).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    const e = error as ApiError;
    expect(e.status).toBe(403);
    expect(e.message).toBe('Please confirm your email address before logging in.');
    expect(e.code).toBe('unconfirmed');
    expect(e.body).toEqual({ error: 'Please confirm your email address before logging in.', code: 'unconfirmed' });
  });

  it('exposes the first message per field of a 422', async () => {
    respond(422, JSON.stringify({ error: 'Email has already been taken!', errors: { email: ['has already been taken'] } }));
    const e = (await api.post('/users', {}).catch((x: unknown) => x)) as ApiError;
    expect(e.fieldErrors).toEqual({ email: 'has already been taken' });
  });

  it('falls back to the message field, then to a generic text for bodies without error', async () => {
    respond(500, JSON.stringify({ message: 'Organization save failed' }));
    expect(((await api.get('/x').catch((x: unknown) => x)) as ApiError).message).toBe('Organization save failed');
    respond(502, '<html>Bad gateway</html>', 'text/html');
    const e = (await api.get('/x').catch((x: unknown) => x)) as ApiError;
    expect(e.message).toBe('Request failed with status 502');
    expect(e.body).toBe('<html>Bad gateway</html>');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const e = (await api.get('/me').catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(0);
    expect(e.isNetworkError).toBe(true);
    expect(e.message).toBe('Failed to fetch');
  });

  it('answers null for an empty success body', async () => {
    respond(200, '');
    await expect(api.delete('/users', { id: '1' })).resolves.toBeNull();
  });

  it('builds query strings and skips empty values', () => {
    expect(buildUrl('/extensions/last-interaction-time', { route_path: '/steps/a b', x: undefined })).toBe(
      '/api/v1/extensions/last-interaction-time?route_path=%2Fsteps%2Fa+b',
    );
  });

  it('repeats a parameter given as a list, in order', () => {
    expect(buildUrl('/answers', { question_id: [302, 301] })).toBe('/api/v1/answers?question_id=302&question_id=301');
    expect(buildUrl('/answers', { question_id: [] })).toBe('/api/v1/answers');
  });
});

/** A fetch that gives each answer in turn (the last one again once they run out). */
function answers(...list: { status: number; body?: unknown; retryAfter?: string }[]) {
  let i = 0;
  const fetchMock = vi.fn(async () => {
    const { status, body = {}, retryAfter } = list[Math.min(i, list.length - 1)];
    i += 1;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (retryAfter !== undefined) headers['Retry-After'] = retryAfter;
    return new Response(JSON.stringify(body), { status, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const tooMany = (retryAfter?: string) => ({ status: 429, body: { error: 'Slow down' }, retryAfter });

/** Lets the client's awaited fetch and body reads run (they are microtasks: fake timers do not hold them). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('api client: 429 answers', () => {
  it('waits out a Retry-After of at most 10 s (plus a little jitter) and retries, for a POST too', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const fetchMock = answers(tooMany('2'), { status: 200, body: { data: 'ok' } });
    const result = api.post('/licences/redeem', { code: 'x' });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1); // the jitter (125 ms here) is not over yet
    await vi.advanceTimersByTimeAsync(125);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({ data: 'ok' });
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"code":"x"}');
  });

  it('gives up after 3 retries, with the last answer and its Retry-After on the error', async () => {
    vi.useFakeTimers();
    const fetchMock = answers(tooMany('1'));
    const result = api.get('/me').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3 * 1250);
    const e = (await result) as ApiError;
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(429);
    expect(e.message).toBe('Slow down');
    expect(e.retryAfter).toBe(1);
  });

  it('does not retry when the server asks for more than 10 s: the error says how long', async () => {
    vi.useFakeTimers();
    const fetchMock = answers(tooMany('900'), { status: 200 });
    const e = (await api.post('/auth', {}).catch((x: unknown) => x)) as ApiError;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(e.status).toBe(429);
    expect(e.retryAfter).toBe(900);
    const guessed = answers(tooMany('11'), { status: 200 });
    const again = (await api.get('/me').catch((x: unknown) => x)) as ApiError;
    expect(guessed).toHaveBeenCalledTimes(1);
    expect(again.retryAfter).toBe(11);
  });

  it('without Retry-After, backs a GET off 0.5 s, 1 s, 2 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const fetchMock = answers(tooMany(), tooMany(), tooMany(), { status: 200, body: { data: 3 } });
    const result = api.get('/plans');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toEqual({ data: 3 });
  });

  it('without Retry-After, never retries another method than GET', async () => {
    vi.useFakeTimers();
    const fetchMock = answers(tooMany(), { status: 200 });
    const e = (await api.post('/licences/redeem', { code: 'x' }).catch((x: unknown) => x)) as ApiError;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(e.status).toBe(429);
    expect(e.retryAfter).toBeUndefined();
  });

  it('stops waiting when the request is cancelled', async () => {
    vi.useFakeTimers();
    const fetchMock = answers(tooMany('5'), { status: 200 });
    const controller = new AbortController();
    const result = api.get('/me', { signal: controller.signal }).catch((x: unknown) => x);
    await settle();
    controller.abort();
    const e = (await result) as DOMException;
    expect(e.name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-05-15T12:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Fri, 15 May 2026 12:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Fri, 15 May 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });

  it('decides the wait: the server’s up to 10 s, the backoff for GET only, never a 4th retry', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(retryDelay('POST', 10, 0)).toBe(10_000);
    expect(retryDelay('POST', 11, 0)).toBeNull();
    expect(retryDelay('GET', undefined, 0)).toBe(500);
    expect(retryDelay('GET', undefined, 2)).toBe(2000);
    expect(retryDelay('DELETE', undefined, 0)).toBeNull();
    expect(retryDelay('GET', 1, 3)).toBeNull();
  });
});
