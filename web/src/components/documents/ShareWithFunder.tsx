/**
 * "Share with {funder}" beside a document's Download (issue 18 §4), for an organization in a
 * funder's cohort: the owner makes the document as the plan stands now and shares it
 * (`POST /sharing/documents` with the finished job); a copy is taken, so the funder sees that
 * version until it is shared again. When this document is already shared, it says since when and
 * offers to share the new version. Members see whether it is shared, with nothing to click: only
 * the owner decides. Nothing shows outside a cohort.
 *
 * ```tsx
 * const docs = useDocumentDownload();
 * <Button onClick={() => void docs.download('certificate')}>Download</Button>
 * <ShareWithFunder kind="certificate" documents={docs} />
 * ```
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../Button';
import { isApiError } from '../../lib/api/client';
import type { DocumentKind } from '../../lib/resources/documents';
import { documentName, shareDocument, sharingKeys, useSharing } from '../../lib/resources/sharing';
import { useSession } from '../../lib/session';
import type { DocumentDownload } from './useDocumentDownload';
import './documents.css';

type State = { kind: 'idle' } | { kind: 'sharing' } | { kind: 'shared' } | { kind: 'error'; message: string };

function longDate(at: string): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Why the document was not shared: the server's words when it refused, else a plain "try again". */
function notShared(error: unknown, funder: string): string {
  if (isApiError(error) && !error.isNetworkError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.message;
  }
  return `We could not share this document with ${funder}. Check your connection and try again.`;
}

export function ShareWithFunder({
  kind,
  identity,
  documents,
  disabled = false,
  before,
}: {
  kind: DocumentKind;
  identity?: string;
  documents: Pick<DocumentDownload, 'make' | 'busy'>;
  /** The page cannot make the document now (say, nothing to put in it yet). */
  disabled?: boolean;
  /** Run before the document is made (say, saving what is on screen). */
  before?: () => Promise<void>;
}) {
  const session = useSession();
  const owner = session?.user.role === 'owner';
  const sharing = useSharing();
  const client = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const data = sharing.data;
  if (!data) return null;
  const funder = data.funder_name;
  const shared = data.documents.find((d) => d.doc === documentName(kind, identity));

  if (!owner) {
    return shared ? (
      <p className="doc-share__note">
        Shared with {funder} on {longDate(shared.shared_at)}. Your organization’s owner decides what to share.
      </p>
    ) : null;
  }

  const share = async () => {
    setState({ kind: 'sharing' });
    await before?.();
    const job = await documents.make(kind, identity);
    // A document that could not be made: the overlay has said why.
    if (!job) return setState({ kind: 'idle' });
    try {
      client.setQueryData(sharingKeys.sharing, await shareDocument(job.id));
      setState({ kind: 'shared' });
    } catch (error) {
      setState({ kind: 'error', message: notShared(error, funder) });
    }
  };

  return (
    <div className="doc-share">
      <Button
        variant="secondary"
        loading={state.kind === 'sharing'}
        disabled={disabled || documents.busy}
        onClick={() => void share()}
      >
        {shared ? `Share the new version with ${funder}` : `Share with ${funder}`}
      </Button>
      {state.kind === 'shared' ? (
        <p role="status" className="doc-share__note">
          Shared with {funder}. They see this version until you share it again.
        </p>
      ) : shared ? (
        <p className="doc-share__note">
          You shared this document with {funder} on {longDate(shared.shared_at)}. They see that version until you share
          the new one.
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <p role="alert" className="doc-share__error">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
