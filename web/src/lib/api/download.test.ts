import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setSession } from '../session';
import { ApiError } from './client';
import { attachmentName, download, saveFile } from './download';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('download', () => {
  it('GETs the path with the bearer token and answers the bytes and the server’s file name', async () => {
    setSession({
      token: 'tok',
      user: { id: '1', firstName: '', lastName: '', email: 'a@b.co', profilePicture: null, role: 'owner', organization_id: null, subscriptionStatus: null },
    });
    const fetchMock = vi.fn(
      async () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          status: 200,
          headers: {
            'Content-Type': XLSX,
            'Content-Disposition': `attachment; filename="Spring 2027 cohort 2027-03-01.xlsx"; filename*=UTF-8''Spring%202027%20cohort%202027-03-01.xlsx`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await download('/funders/f1/cohorts/c1/export.xlsx', 'cohort.xlsx');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/funders/f1/cohorts/c1/export.xlsx');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok' });
    expect(file.name).toBe('Spring 2027 cohort 2027-03-01.xlsx');
    expect(file.blob.type).toBe(XLSX);
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).toEqual([0x50, 0x4b, 3, 4]);
  });

  it('falls back to the name given when the server names none', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('a,b\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } })));
    const file = await download('/x.csv', 'organizations.csv');
    expect(file.name).toBe('organizations.csv');
    expect(await file.blob.text()).toBe('a,b\r\n');
  });

  it('throws the client’s ApiError with the server’s words on a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Only an admin of this funder can do this.' }), { status: 403 })),
    );
    const error = await download('/funders/f1/cohorts/c1/codes.csv', 'codes.csv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe('Only an admin of this funder can do this.');
  });
});

describe('attachmentName', () => {
  it('prefers the UTF-8 name, percent-decoded', () => {
    expect(attachmentName(`attachment; filename="Caf_ cohort.csv"; filename*=UTF-8''Caf%C3%A9%20cohort.csv`)).toBe('Café cohort.csv');
  });

  it('reads a quoted or bare plain name when there is no UTF-8 one, or it is broken', () => {
    expect(attachmentName('attachment; filename="Spring \\"A\\" codes.csv"')).toBe('Spring "A" codes.csv');
    expect(attachmentName('attachment; filename=codes.csv')).toBe('codes.csv');
    expect(attachmentName(`attachment; filename="plain.csv"; filename*=UTF-8''%E0%A4%A`)).toBe('plain.csv');
  });

  it('answers null for no header or no name', () => {
    expect(attachmentName(null)).toBeNull();
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName('attachment; filename=""')).toBeNull();
  });
});

describe('saveFile', () => {
  it('clicks a link to an object URL named after the file, then lets the URL go', () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    const revoke = vi.fn();
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (b: Blob) => (created.push(b), 'blob:x');
    URL.revokeObjectURL = revoke;
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const blob = new Blob(['a,b']);
    saveFile({ blob, name: 'organizations.csv' });
    expect(created).toEqual([blob]);
    expect(clicked).toEqual([{ href: 'blob:x', download: 'organizations.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:x');
    click.mockRestore();
  });
});
