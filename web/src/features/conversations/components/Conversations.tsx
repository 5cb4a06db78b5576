import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { SidePanel } from '../../../components/SidePanel';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/api/client';
import {
  addComment,
  reopenThread,
  resolveThread,
  startConversation,
  storeThread,
  useOpenCounts,
  useSectionConversations,
  type Thread,
} from '../../../lib/resources/conversations';
import { useTeamMembers } from '../../../lib/resources/team';
import { versionToken } from '../../../lib/session';
import { CommentBox } from './CommentBox';
import '../conversations.css';

/** Not worded by the spec. */
export const COMMENT_FAILED = 'The comment could not be saved. Please try again.';
export const CONVERSATIONS_FAILED = 'The conversations could not be loaded. Please try again.';

function failure(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError && error.status < 500) {
    const fields = error.fieldErrors;
    return fields.body ?? fields.mentions ?? fields.route_path ?? error.message;
  }
  return COMMENT_FAILED;
}

/** "Nov 28, 2:05 PM". */
function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

interface SectionProps {
  routePath: string;
  sectionName: string;
}

/**
 * The Comments button of a section's page, with its open conversations counted; it opens the
 * section's conversations. A link with `?thread=<id>` (a mention's e-mail) opens them at once.
 */
export function ConversationsButton({ routePath, sectionName }: SectionProps) {
  const [params, setParams] = useSearchParams();
  const linked = params.get('thread');
  const [opened, setOpen] = useState(false);
  const open = opened || !!linked;
  const counts = useOpenCounts();
  const count = counts.data?.[routePath] ?? 0;
  const close = () => {
    setOpen(false);
    if (linked) {
      const next = new URLSearchParams(params);
      next.delete('thread');
      setParams(next, { replace: true });
    }
  };
  return (
    <>
      <button type="button" className="tool-btn talk-btn" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {/* One text item: a flex container would read its items apart ("Comments : 1 open"). */}
        <span>
          Comments
          {count ? <span className="visually-hidden">: {count} open</span> : null}
        </span>
        {count ? (
          <span className="tool-btn__count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      {open ? <ConversationsPanel routePath={routePath} sectionName={sectionName} focusThread={linked} onClose={close} /> : null}
    </>
  );
}

/** The open conversations of a section, as a small count in the sidebar. */
export function OpenThreadsBadge({ routePath }: { routePath: string }) {
  const counts = useOpenCounts();
  const count = counts.data?.[routePath] ?? 0;
  if (!count) return null;
  return (
    <span className="talk-badge" title={`${count} open ${count === 1 ? 'conversation' : 'conversations'}`}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        , {count} open {count === 1 ? 'conversation' : 'conversations'}
      </span>
    </span>
  );
}

function ConversationsPanel({
  routePath,
  sectionName,
  focusThread,
  onClose,
}: SectionProps & { focusThread: string | null; onClose: () => void }) {
  const client = useQueryClient();
  const conversations = useSectionConversations(routePath);
  const readOnly = versionToken() !== null;
  const [error, setError] = useState<string | undefined>();
  const [showResolved, setShowResolved] = useState(false);
  const start = useMutation({
    mutationFn: ({ body, mentions }: { body: string; mentions: string[] }) =>
      startConversation({ route_path: routePath, body, mentions }),
    onMutate: () => setError(undefined),
    onSuccess: (thread) => storeThread(client, thread),
    onError: (e) => setError(failure(e)),
  });
  const threads = conversations.data?.threads ?? [];
  const open = threads.filter((t) => t.open);
  const resolved = threads.filter((t) => !t.open);
  const focusedResolved = !!focusThread && resolved.some((t) => t.id === focusThread);

  useEffect(() => {
    if (!focusThread || !conversations.data) return;
    document.getElementById(`thread-${focusThread}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [focusThread, conversations.data]);

  return (
    <SidePanel kicker="Comments" title={sectionName} closeLabel="Close comments" onClose={onClose} initialFocus="textarea">
      {conversations.isPending ? (
        <div className="talk__loading">
          <Spinner size={22} label="Loading the conversations" />
        </div>
      ) : conversations.isError ? (
        <Alert tone="error">{CONVERSATIONS_FAILED}</Alert>
      ) : (
        <>
          {readOnly ? null : (
            <section className="talk__new" aria-label="Start a conversation">
              <CommentBox
                label="Start a conversation"
                submitLabel="Comment"
                placeholder="Ask a question or suggest a change to this section…"
                busy={start.isPending}
                error={error}
                onSubmit={(body, mentions) => start.mutateAsync({ body, mentions })}
              />
            </section>
          )}
          {threads.length === 0 ? (
            <p className="talk__empty">
              No conversations on this section yet. Ask your team a question or suggest a change here: everyone on the
              team sees it, and people you mention get an e-mail.
            </p>
          ) : null}
          <ol className="talk__threads" aria-label="Open conversations">
            {open.map((t) => (
              <ThreadCard key={t.id} thread={t} focused={t.id === focusThread} readOnly={readOnly} />
            ))}
          </ol>
          {resolved.length ? (
            <div className="talk__resolved">
              <Button variant="link" size="sm" onClick={() => setShowResolved((s) => !s)} aria-expanded={showResolved || focusedResolved}>
                {showResolved || focusedResolved ? 'Hide' : 'Show'} resolved conversations ({resolved.length})
              </Button>
              {showResolved || focusedResolved ? (
                <ol className="talk__threads" aria-label="Resolved conversations">
                  {resolved.map((t) => (
                    <ThreadCard key={t.id} thread={t} focused={t.id === focusThread} readOnly={readOnly} />
                  ))}
                </ol>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </SidePanel>
  );
}

function ThreadCard({ thread, focused, readOnly }: { thread: Thread; focused: boolean; readOnly: boolean }) {
  const client = useQueryClient();
  const members = useTeamMembers();
  const [replying, setReplying] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const reply = useMutation({
    mutationFn: ({ body, mentions }: { body: string; mentions: string[] }) => addComment(thread.id, { body, mentions }),
    onMutate: () => setError(undefined),
    onSuccess: (t) => {
      storeThread(client, t);
      setReplying(false);
    },
    onError: (e) => setError(failure(e)),
  });
  const toggle = useMutation({
    mutationFn: () => (thread.open ? resolveThread(thread.id) : reopenThread(thread.id)),
    onMutate: () => setError(undefined),
    onSuccess: (t) => storeThread(client, t),
    onError: (e) => setError(failure(e)),
  });
  const person = (id: string) => members.data?.find((m) => m.id === id);
  const first = thread.comments[0];
  return (
    <li id={`thread-${thread.id}`} className={`talk-thread ${thread.open ? '' : 'is-resolved'} ${focused ? 'is-focused' : ''}`}>
      <article aria-label={`Conversation started by ${first?.author_name ?? 'a team member'}`}>
        <ol className="talk-thread__comments">
          {thread.comments.map((c) => {
            const p = person(c.author_id);
            return (
              <li key={c.id} className="talk-comment">
                <Avatar firstName={p?.first_name} lastName={p?.last_name} email={p?.email ?? c.author_name} src={p?.logo_url} size={28} />
                <div className="talk-comment__main">
                  <p className="talk-comment__meta">
                    <strong>{c.author_name}</strong> <time dateTime={c.created_at}>{when(c.created_at)}</time>
                  </p>
                  <p className="talk-comment__body">{c.body}</p>
                </div>
              </li>
            );
          })}
        </ol>
        {thread.open ? null : (
          <p className="talk-thread__state">
            Resolved by {thread.resolved_by_name ?? 'a team member'}
            {thread.resolved_at ? ` on ${when(thread.resolved_at)}` : ''}.
          </p>
        )}
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        {readOnly ? null : replying ? (
          <CommentBox
            label="Reply"
            submitLabel="Reply"
            placeholder="Write a reply…"
            busy={reply.isPending}
            error={undefined}
            focusOnMount
            onSubmit={(body, mentions) => reply.mutateAsync({ body, mentions })}
            onCancel={() => setReplying(false)}
          />
        ) : (
          <div className="talk-thread__actions">
            <Button variant="secondary" size="sm" onClick={() => setReplying(true)}>
              Reply
            </Button>
            <Button variant="ghost" size="sm" loading={toggle.isPending} onClick={() => toggle.mutate()}>
              {thread.open ? 'Resolve' : 'Reopen'}
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
