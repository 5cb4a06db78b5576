import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { isApiError } from '../../../lib/api/client';
import {
  sharingKeys,
  stopSharingDocument,
  useSharing,
  type SharedDocument,
  type Sharing,
} from '../../../lib/resources/sharing';
import { settingsApi } from '../api';
import { Section } from './Section';

export const SHARING_ANCHOR = 'sharing';

function longDate(at: string | null | undefined): string {
  if (!at) return '';
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

function sinceText(since: string | null | undefined): string {
  const date = longDate(since);
  return date ? `Shared since ${date}` : '';
}

/** Why a document is still shared: the server's words when it refused, else a plain "try again". */
function notStopped(error: unknown): string {
  return isApiError(error) && !error.isNetworkError && error.status < 500
    ? error.message
    : 'We could not stop sharing this document. Try again.';
}

/**
 * The documents the organization shares with its funder (each a copy taken when it was shared):
 * the owner may stop sharing one, after a confirmation; the funder's copy is then deleted.
 */
function SharedDocuments({ data, owner }: { data: Sharing; owner: boolean }) {
  const client = useQueryClient();
  const [asked, setAsked] = useState<SharedDocument | null>(null);
  const stop = useMutation({
    mutationFn: (doc: string) => stopSharingDocument(doc),
    onSuccess: (next) => {
      client.setQueryData(sharingKeys.sharing, next);
      setAsked(null);
    },
  });
  const funder = data.funder_name;
  return (
    <>
      <h3 className="sharing__heading">Documents you share</h3>
      <p className="settings-card__hint">
        {owner
          ? `To share a document with ${funder}, make it on its page (for example the gift pyramid or your policies) and choose “Share with ${funder}” beside Download. ${funder} sees the version you shared until you share it again.`
          : `Your organization’s owner decides which documents to share with ${funder}.`}
      </p>
      {data.documents.length === 0 ? (
        <p className="sharing__empty">You are not sharing any documents with {funder}.</p>
      ) : (
        <ul className="sharing__choices" aria-label="Documents you share">
          {data.documents.map((d) => (
            <li key={d.doc} className="sharing__document">
              <span className="sharing__title">{d.title}</span>
              <span className="sharing__since">Shared on {longDate(d.shared_at)}</span>
              {owner ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Stop sharing ${d.title}`}
                  onClick={() => {
                    stop.reset();
                    setAsked(d);
                  }}
                >
                  Stop sharing
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={asked !== null}
        title="Stop sharing this document?"
        question={
          asked
            ? `${funder} will no longer see ${asked.title}. You can share it again later from its page.`
            : ''
        }
        cancelLabel="Keep sharing"
        deleteLabel="Stop sharing"
        deleting={stop.isPending}
        error={stop.isError ? notStopped(stop.error) : null}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && stop.mutate(asked.doc)}
      />
    </>
  );
}

/** Why a change was not saved: the server's words when it refused it, else a plain "try again". */
function notSaved(error: unknown): string {
  return isApiError(error) && !error.isNetworkError && error.status < 500
    ? error.message
    : 'Your choice was not saved. Try again.';
}

/**
 * A change to the sharing that shows at once: `apply` gives the sharing as it will be, shown
 * while it is saved; the server's answer then replaces it, and a failure puts back the one from before.
 */
function useSharingChange<B>(send: (body: B) => Promise<Sharing>, apply: (before: Sharing, body: B) => Sharing) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (body: B) => {
      await client.cancelQueries({ queryKey: sharingKeys.sharing });
      const before = client.getQueryData<Sharing | null>(sharingKeys.sharing);
      if (before) client.setQueryData<Sharing>(sharingKeys.sharing, apply(before, body));
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) client.setQueryData(sharingKeys.sharing, context.before);
    },
    onSuccess: (data) => client.setQueryData(sharingKeys.sharing, data),
  });
}

/**
 * Sharing with your funder (issue 18 §4), for an organization in a funder's cohort: what the
 * funder always sees (agreed when joining), and each figure the owner may share or stop sharing
 * at any time, whether the funder's reminders come (§5) and the documents it shares; members see
 * the same, without the switches and buttons.
 */
export function SharingWithFunder({ owner }: { owner: boolean }) {
  const sharing = useSharing();
  const change = useSharingChange(settingsApi.share, (before, body: { item: string; shared: boolean }) => ({
    ...before,
    items: before.items.map((i) => (i.item === body.item ? { ...i, shared: body.shared, since: null } : i)),
  }));
  const reminders = useSharingChange(settingsApi.setReminders, (before, body: { on: boolean }) => ({
    ...before,
    reminders: body.on,
  }));
  // One change at a time: a failure puts back the sharing from before it, which must not undo another.
  const busy = change.isPending || reminders.isPending;
  const data = sharing.data;
  if (!data) return null;
  return (
    <Section
      id={SHARING_ANCHOR}
      title={`Sharing with ${data.funder_name}`}
      description={`Your organization is in ${data.cohort_name}. Here is what ${data.funder_name} can see of your progress.`}
    >
      <h3 className="sharing__heading">Always visible to your funder</h3>
      <ul className="sharing__list">
        {data.disclosed.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className="sharing__heading">Shared only if you choose</h3>
      <p className="settings-card__hint">
        {owner
          ? 'Turn on what you want your funder to see. You can turn it off at any time; they see the change at once.'
          : 'Your organization’s owner decides what to share.'}
      </p>
      <ul className="sharing__choices">
        {data.items.map((item) => {
          const id = `sharing-${item.item}`;
          return (
            <li key={item.item} className="sharing__choice">
              <input
                id={id}
                type="checkbox"
                role="switch"
                checked={item.shared}
                aria-checked={item.shared}
                disabled={!owner || busy}
                aria-describedby={`${id}-since`}
                onChange={(e) => change.mutate({ item: item.item, shared: e.target.checked })}
              />
              <label htmlFor={id}>{item.label}</label>
              <span id={`${id}-since`} className="sharing__since">
                {item.shared ? sinceText(item.since) : 'Not shared'}
              </span>
            </li>
          );
        })}
      </ul>
      {change.isError ? (
        <p role="alert" className="settings-card__error">
          {notSaved(change.error)}
        </p>
      ) : null}
      <h3 className="sharing__heading">Reminders</h3>
      <ul className="sharing__choices">
        <li className="sharing__choice">
          <input
            id="sharing-reminders"
            type="checkbox"
            role="switch"
            checked={data.reminders}
            aria-checked={data.reminders}
            disabled={!owner || busy}
            aria-describedby="sharing-reminders-state sharing-reminders-hint"
            onChange={(e) => reminders.mutate({ on: e.target.checked })}
          />
          <label htmlFor="sharing-reminders">Reminders from {data.funder_name}</label>
          <span id="sharing-reminders-state" className="sharing__since">
            {data.reminders ? 'On' : 'Off'}
          </span>
          <p id="sharing-reminders-hint" className="sharing__hint">
            {owner
              ? `When nobody has worked on your plan for two weeks, ${data.funder_name} may send you a reminder, at most once a week.`
              : `When nobody has worked on your plan for two weeks, ${data.funder_name} may send your organization’s owner a reminder, at most once a week. The owner decides whether to get them.`}
          </p>
        </li>
      </ul>
      {reminders.isError ? (
        <p role="alert" className="settings-card__error">
          {notSaved(reminders.error)}
        </p>
      ) : null}
      <SharedDocuments data={data} owner={owner} />
    </Section>
  );
}
