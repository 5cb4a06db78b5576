import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentJob } from '../../lib/resources/documents';
import { mockApi, signIn, testQueryClient } from '../../test/utils';
import { GIVE_UP_MS, POLL_MS, QUICK_FOR_MS, QUICK_POLL_MS, pollDelay, useDocumentDownload } from './useDocumentDownload';

const job = (over: Partial<DocumentJob> = {}): DocumentJob => ({
  id: '01JDOC0000000000000000000A',
  kind: 'gift_pyramid',
  identity: null,
  state: 'queued',
  progress: 0,
  file_name: 'Gift Pyramid.xlsx',
  download_url: null,
  error: null,
  created_at: '2026-11-23T17:00:00Z',
  ...over,
});

const results: boolean[] = [];

function Harness({ kind = 'gift_pyramid' as const, identity }: { kind?: 'gift_pyramid' | 'policy_document'; identity?: string }) {
  const { download, overlay, busy, error } = useDocumentDownload();
  return (
    <div>
      <button type="button" onClick={() => void download(kind, identity).then((ok) => results.push(ok))}>
        Export
      </button>
      <p data-testid="busy">{busy ? 'busy' : 'idle'}</p>
      <p data-testid="error">{error ?? ''}</p>
      {overlay}
    </div>
  );
}

function renderHarness(props: { kind?: 'gift_pyramid' | 'policy_document'; identity?: string } = {}) {
  signIn();
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
}

let followed: { href: string; download: string }[] = [];

beforeEach(() => {
  results.length = 0;
  followed = [];
  vi.useFakeTimers();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Export, and the page shows what POST answered. */
const start = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  await tick(0);
};
const gets = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET').length;

describe('useDocumentDownload (contract "Documents API")', () => {
  it('queues the document, shows the overlay with the job’s progress while it asks every 100 ms, then follows the link', async () => {
    const states = [job({ state: 'running', progress: 40 }), job({ state: 'running', progress: 80 }), job({ state: 'done', progress: 100, download_url: 'https://files.example/gp.xlsx?sig=1' })];
    const { calls } = mockApi({
      'POST /documents': () => [202, job()],
      [`GET /documents/${job().id}`]: () => [200, states.shift()],
    });
    renderHarness();
    await start();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/documents', body: { kind: 'gift_pyramid' } });
    expect(screen.getByText('Please wait while we generate your document...')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Document generation progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByTestId('busy')).toHaveTextContent('busy');

    // The first question is asked 100 ms after the job was queued, then every 100 ms.
    await tick(QUICK_POLL_MS - 50);
    expect(gets(calls)).toBe(0);
    await tick(60);
    expect(gets(calls)).toBe(1);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await tick(QUICK_POLL_MS);
    expect(gets(calls)).toBe(2);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    expect(followed).toEqual([]);
    await tick(QUICK_POLL_MS);
    expect(followed).toEqual([{ href: 'https://files.example/gp.xlsx?sig=1', download: 'Gift Pyramid.xlsx' }]);
    expect(results).toEqual([true]);
    expect(screen.queryByText('Please wait while we generate your document...')).toBeNull();
    expect(screen.getByTestId('busy')).toHaveTextContent('idle');
    // Nothing more is asked once the job is done.
    await tick(POLL_MS * 4);
    expect(gets(calls)).toBe(3);
  });

  it('asks every 100 ms for the first 2 seconds, then every 500 ms while the job runs', async () => {
    expect([pollDelay(0), pollDelay(QUICK_FOR_MS - 1), pollDelay(QUICK_FOR_MS), pollDelay(60_000)]).toEqual([QUICK_POLL_MS, QUICK_POLL_MS, POLL_MS, POLL_MS]);
    const { calls } = mockApi({
      'POST /documents': () => [202, job()],
      [`GET /documents/${job().id}`]: () => [200, job({ state: 'running', progress: 20 })],
    });
    renderHarness();
    await start();
    await tick(QUICK_FOR_MS + 50);
    expect(gets(calls)).toBe(QUICK_FOR_MS / QUICK_POLL_MS);
    await tick(10 * POLL_MS);
    expect(gets(calls)).toBe(QUICK_FOR_MS / QUICK_POLL_MS + 10);
  });

  it('sends the identity of a single policy document', async () => {
    const { calls } = mockApi({
      'POST /documents': () => [202, job({ kind: 'policy_document', identity: 'pledge_form', state: 'done', progress: 100, download_url: '/files/p.docx', file_name: 'Riverbend Literacy Alliance Pledge Form.docx' })],
    });
    renderHarness({ kind: 'policy_document', identity: 'pledge_form' });
    await start();
    expect(calls[0].body).toEqual({ kind: 'policy_document', identity: 'pledge_form' });
    // A file the server could reuse is done at once: followed without waiting for a poll.
    expect(followed).toHaveLength(1);
    expect(followed[0].download).toBe('Riverbend Literacy Alliance Pledge Form.docx');
    expect(results).toEqual([true]);
  });

  it('never moves the progress bar back when a later answer reports less', async () => {
    const states = [job({ state: 'running', progress: 40 }), job({ state: 'running', progress: 10 })];
    mockApi({ 'POST /documents': () => [202, job()], [`GET /documents/${job().id}`]: () => [200, states.shift() ?? job({ state: 'running', progress: 10 })] });
    renderHarness();
    await start();
    await tick(QUICK_POLL_MS + 10);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await tick(QUICK_POLL_MS);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('shows the failed job’s message in a dialog, resolves false, and OK clears it', async () => {
    mockApi({
      'POST /documents': () => [202, job()],
      [`GET /documents/${job().id}`]: () => [200, job({ state: 'failed', progress: 40, error: 'We could not generate your document. Please try again.' })],
    });
    renderHarness();
    await start();
    await tick(QUICK_POLL_MS + 10);
    const dialog = screen.getByRole('alertdialog', { name: 'Download failed' });
    expect(dialog).toHaveAccessibleDescription('We could not generate your document. Please try again.');
    expect(screen.queryByText('Please wait while we generate your document...')).toBeNull();
    expect(results).toEqual([false]);
    expect(followed).toEqual([]);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('error')).toHaveTextContent('');
  });

  it('shows the server’s words when it refuses the request, and asks nothing more', async () => {
    const { calls } = mockApi({
      'POST /documents': () => [422, { error: 'No policies found. Please ensure your policies are set up and try again.' }],
    });
    renderHarness();
    await start();
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'No policies found. Please ensure your policies are set up and try again.',
    );
    expect(results).toEqual([false]);
    await tick(POLL_MS * 3);
    expect(calls).toHaveLength(1);
  });

  it('says generation failed when the server cannot be reached or errs', async () => {
    mockApi({ 'POST /documents': () => [500, { error: 'Something went wrong, please try again later!' }] });
    renderHarness();
    await start();
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('We could not generate your document. Please try again.');
  });

  it('keeps asking after a failed poll, and stops at a job the server no longer knows', async () => {
    const answers: [number, unknown][] = [
      [503, { error: 'Service unavailable' }],
      [200, job({ state: 'running', progress: 40 })],
      [404, { error: 'Document not found' }],
    ];
    const { calls } = mockApi({ 'POST /documents': () => [202, job()], [`GET /documents/${job().id}`]: () => answers.shift()! });
    renderHarness();
    await start();
    await tick(QUICK_POLL_MS + 10);
    expect(screen.getByText('Please wait while we generate your document...')).toBeInTheDocument();
    await tick(QUICK_POLL_MS);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await tick(QUICK_POLL_MS);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Document not found');
    expect(results).toEqual([false]);
    await tick(POLL_MS * 3);
    expect(gets(calls)).toBe(3);
  });

  it('gives up after 120 seconds with the contract’s message and stops asking', async () => {
    const { calls } = mockApi({
      'POST /documents': () => [202, job()],
      [`GET /documents/${job().id}`]: () => [200, job({ state: 'running', progress: 10 })],
    });
    renderHarness();
    await start();
    await tick(GIVE_UP_MS - 1);
    expect(screen.getByText('Please wait while we generate your document...')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await tick(1);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Your document is taking longer than expected. Please try again in a minute.',
    );
    expect(results).toEqual([false]);
    const asked = gets(calls);
    await tick(POLL_MS * 4);
    expect(gets(calls)).toBe(asked);
  });

  it('holds the focus in the overlay while it waits, and gives it back to the button after', async () => {
    mockApi({
      'POST /documents': () => [202, job()],
      [`GET /documents/${job().id}`]: () => [200, job({ state: 'done', progress: 100, download_url: '/files/gp.xlsx' })],
    });
    renderHarness();
    const button = screen.getByRole('button', { name: 'Export' });
    button.focus();
    await start();
    const dialog = screen.getByRole('dialog', { name: 'Please wait while we generate your document...' });
    expect(dialog).toHaveFocus();
    act(() => button.focus());
    expect(dialog).toHaveFocus();
    await tick(QUICK_POLL_MS + 10);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('shows an overlay and a failure dialog that pass axe', async () => {
    vi.useRealTimers();
    mockApi({
      'POST /documents': () => [202, job({ state: 'running', progress: 40 })],
      [`GET /documents/${job().id}`]: () => [200, job({ state: 'failed', progress: 40, error: 'We could not generate your document. Please try again.' })],
    });
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await screen.findByRole('progressbar');
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(document.querySelector('.doc-overlay')!, rules)).violations.map((v) => v.id)).toEqual([]);
    await screen.findByRole('alertdialog', {}, { timeout: 3000 });
    expect((await axe.run(document.querySelector('.modal-backdrop')!, rules)).violations.map((v) => v.id)).toEqual([]);
  });

  it('stops asking and resolves false when the page goes away', async () => {
    const { calls } = mockApi({
      'POST /documents': () => [202, job()],
      [`GET /documents/${job().id}`]: () => [200, job({ state: 'running', progress: 20 })],
    });
    const { unmount } = renderHarness();
    await start();
    await tick(POLL_MS + 100);
    const asked = gets(calls);
    unmount();
    await tick(0);
    expect(results).toEqual([false]);
    await tick(POLL_MS * 4);
    expect(gets(calls)).toBe(asked);
    expect(followed).toEqual([]);
  });

  it('starts no second job while one is running', async () => {
    const { calls } = mockApi({
      'POST /documents': () => [202, job()],
      [`GET /documents/${job().id}`]: () => [200, job({ state: 'running', progress: 20 })],
    });
    renderHarness();
    await start();
    // The overlay covers the page; a second call (a double click that got through) is refused.
    fireEvent.click(screen.getByRole('button', { name: 'Export', hidden: true }));
    await tick(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(results).toEqual([false]);
  });
});
