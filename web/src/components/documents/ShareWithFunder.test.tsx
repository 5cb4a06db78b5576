import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentJob } from '../../lib/resources/documents';
import { mockApi, owner, signIn, testQueryClient } from '../../test/utils';
import { ShareWithFunder } from './ShareWithFunder';
import { useDocumentDownload } from './useDocumentDownload';

const FUNDER = 'Harbor Community Foundation';
const JOB = '01JDOC0000000000000000000A';

const job = (over: Partial<DocumentJob> = {}): DocumentJob => ({
  id: JOB,
  kind: 'gift_pyramid',
  identity: null,
  state: 'queued',
  progress: 0,
  file_name: 'Gift Pyramid.xlsx',
  download_url: null,
  error: null,
  created_at: '2027-02-20T17:00:00Z',
  ...over,
});

const PYRAMID = { doc: 'gift_pyramid', kind: 'gift_pyramid', title: 'Gift Pyramid.xlsx', shared_at: '2027-02-18T15:00:00Z' };
const sharing = (documents: (typeof PYRAMID)[] = []) => ({
  funder_name: FUNDER,
  cohort_name: 'Spring 2027 Cohort',
  disclosed: [],
  items: [],
  reminders: true,
  documents,
});

function Page({ kind = 'gift_pyramid', identity }: { kind?: 'gift_pyramid' | 'policy_document'; identity?: string }) {
  const documents = useDocumentDownload();
  return (
    <div>
      <button type="button" onClick={() => void documents.download(kind, identity)}>
        Download
      </button>
      <ShareWithFunder kind={kind} identity={identity} documents={documents} />
      {documents.overlay}
    </div>
  );
}

function renderPage(props: { kind?: 'gift_pyramid' | 'policy_document'; identity?: string } = {}) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <Page {...props} />
    </QueryClientProvider>,
  );
}

let followed: string[] = [];
beforeEach(() => {
  followed = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push(this.href);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The document pipeline: queued, then done with its link. */
const made = (over: Partial<DocumentJob> = {}) => ({
  'POST /documents': () => [202, job(over)] as [number, unknown],
  [`GET /documents/${JOB}`]: () =>
    [200, job({ ...over, state: 'done', progress: 100, download_url: 'https://files.example/gp.xlsx' })] as [number, unknown],
});

describe('ShareWithFunder (issue 18 §4)', () => {
  it('shows nothing outside a cohort', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /sharing': () => [404, { error: "Your organization is not in a funder's cohort." }] });
    renderPage();
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/sharing']));
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
  });

  it('lets the owner make the document as it stands and share it: the job’s id is sent, no file is downloaded', async () => {
    signIn();
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /sharing': () => [200, sharing()],
      ...made(),
      'POST /sharing/documents': () => [200, sharing([{ ...PYRAMID, shared_at: '2027-02-20T17:00:05Z' }])],
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: `Share with ${FUNDER}` }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Shared with ${FUNDER}. They see this version until you share it again.`,
    );
    expect(calls.find((c) => c.method === 'POST' && c.path === '/documents')?.body).toEqual({ kind: 'gift_pyramid' });
    expect(calls.filter((c) => c.path === '/sharing/documents').map((c) => c.body)).toEqual([{ job_id: JOB }]);
    expect(followed).toEqual([]);
    // Shared now: sharing again sends the new version.
    expect(screen.getByRole('button', { name: `Share the new version with ${FUNDER}` })).toBeEnabled();
  });

  it('says when this document was shared and offers to share the new version', async () => {
    signIn();
    mockApi({ 'GET /sharing': () => [200, sharing([PYRAMID])] });
    renderPage();
    expect(await screen.findByRole('button', { name: `Share the new version with ${FUNDER}` })).toBeInTheDocument();
    expect(screen.getByText(`You shared this document with ${FUNDER} on February 18, 2027.`, { exact: false })).toBeInTheDocument();
  });

  it('matches a policy document by its policy', async () => {
    signIn();
    const user = userEvent.setup();
    const GIFTS = { doc: 'policy_document.gift_acceptance', kind: 'policy_document', title: 'Gift Acceptance Policy.docx', shared_at: PYRAMID.shared_at };
    const { calls } = mockApi({
      'GET /sharing': () => [200, sharing([GIFTS])],
      ...made({ kind: 'policy_document', identity: 'donor_privacy' }),
      'POST /sharing/documents': () => [200, sharing([GIFTS])],
    });
    renderPage({ kind: 'policy_document', identity: 'donor_privacy' });
    // Another policy is shared, not this one.
    await user.click(await screen.findByRole('button', { name: `Share with ${FUNDER}` }));
    await screen.findByRole('status');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/documents')?.body).toEqual({
      kind: 'policy_document',
      identity: 'donor_privacy',
    });
  });

  it('shows a member whether it is shared, with nothing to click', async () => {
    signIn(owner({ role: 'member' }));
    mockApi({ 'GET /sharing': () => [200, sharing([PYRAMID])] });
    renderPage();
    expect(await screen.findByText(`Shared with ${FUNDER} on February 18, 2027.`, { exact: false })).toHaveTextContent(
      'Your organization’s owner decides what to share.',
    );
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
  });

  it('gives the server’s words when it refuses, and plain words when it cannot be reached', async () => {
    signIn();
    const user = userEvent.setup();
    let answer: [number, unknown] = [409, { error: 'This document is not made yet. Make it, then share it.' }];
    mockApi({ 'GET /sharing': () => [200, sharing()], ...made(), 'POST /sharing/documents': () => answer });
    renderPage();
    const button = await screen.findByRole('button', { name: `Share with ${FUNDER}` });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('This document is not made yet. Make it, then share it.');

    answer = [503, { error: 'upstream' }];
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `We could not share this document with ${FUNDER}. Check your connection and try again.`,
      ),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shares nothing when the document cannot be made (the overlay says why)', async () => {
    signIn();
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /sharing': () => [200, sharing()],
      'POST /documents': () => [422, { error: 'No prospects yet.' }],
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: `Share with ${FUNDER}` }));
    expect(await screen.findByText('No prospects yet.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/sharing/documents')).toBe(false);
  });
});
