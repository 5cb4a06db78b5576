import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../session';
import { api, ApiError, buildUrl, isApiError } from './client';

function respond(status: number, body: string, contentType = 'application/json') {
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

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
