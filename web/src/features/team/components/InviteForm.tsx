import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { EmailTagsInput } from '../../../components/EmailTagsInput';
import { DELAYS } from '../../../config/constants';
import { M } from '../../../config/messages';
import { AM } from '../../../config/appMessages';
import { addEmails } from '../../../lib/emails';
import { useTransientMessage } from '../../../lib/hooks';
import { getToken } from '../../../lib/session';
import { inviteMembers, teamKeys } from '../../../lib/resources/team';
import { inviteAnswerNotice, inviteErrorNotice, type Notice } from '../messages';
import { PlusIcon, SendIcon } from '../../../components/icons';

/** How long the invalid-input shake lasts. */
const SHAKE_MS = 450;

/**
 * The panel's invite form (spec §2, §5, §7, §8): e-mail tags (Space, comma or Enter adds one), at
 * least one required, an Invite button that animates while sending. Success says Invitation Sent,
 * clears the tags and closes the input; messages clear after 3 s, errors after 5 s.
 */
export function InviteForm() {
  const client = useQueryClient();
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shake, setShake] = useState(false);
  const [closed, setClosed] = useState(false);
  const [notice, setNotice] = useTransientMessage<Notice>(DELAYS.messageClearMs);
  const reopen = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const invite = useMutation({
    mutationFn: inviteMembers,
    onSuccess: (answer) => {
      const result = inviteAnswerNotice(answer);
      if (result.tone === 'success') {
        setNotice(result, DELAYS.messageClearMs);
        setEmails([]);
        setDraft('');
        setClosed(true);
        window.setTimeout(() => reopen.current?.focus(), 0);
      } else {
        setNotice(result, DELAYS.errorClearMs);
      }
      void client.invalidateQueries({ queryKey: teamKeys.members });
    },
    onError: (failure) => setNotice(inviteErrorNotice(failure), DELAYS.errorClearMs),
  });

  const fail = (message: string) => {
    setError(message);
    setShake(true);
    window.setTimeout(() => setShake(false), SHAKE_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    if (!getToken()) {
      setNotice({ tone: 'error', text: AM.AUTH_REQUIRED }, DELAYS.errorClearMs);
      return;
    }
    // An address typed but not yet turned into a tag counts too.
    const { tags, rejected } = addEmails(emails, draft);
    setEmails(tags);
    setDraft(rejected.join(' '));
    if (rejected.length) return fail(M.INVALID_EMAIL);
    if (tags.length === 0) return fail(AM.EMAILS_REQUIRED);
    setError(null);
    setNotice(null);
    invite.mutate({ emails: tags });
  };

  const message = notice ? (
    <Alert tone={notice.tone} className="team-invite__notice" onClose={() => setNotice(null)}>
      {notice.text}
    </Alert>
  ) : null;

  if (closed) {
    return (
      <div className="team-invite team-invite--closed">
        {message}
        <button
          ref={reopen}
          type="button"
          className="btn btn--secondary btn--md btn--block"
          onClick={() => {
            setClosed(false);
            setNotice(null);
            window.setTimeout(() => form.current?.querySelector('input')?.focus(), 0);
          }}
        >
          <PlusIcon />
          <span>Invite more people</span>
        </button>
      </div>
    );
  }

  const sending = invite.isPending;
  return (
    <form ref={form} className="team-invite" onSubmit={submit} noValidate aria-busy={sending || undefined}>
      <EmailTagsInput
        label={AM.ADD_MEMBERS_VIA_EMAIL}
        value={emails}
        onChange={(next) => {
          setEmails(next);
          if (next.length) setError(null);
        }}
        draft={draft}
        onDraftChange={(text) => {
          setDraft(text);
          if (error && text.trim()) setError(null);
        }}
        hint={AM.INVITE_HINT}
        error={error ?? undefined}
        required
        shake={shake}
        disabled={sending}
      />
      {message}
      <button
        type="submit"
        className={`btn btn--primary btn--md btn--block team-invite__send ${sending ? 'is-sending' : ''}`}
        aria-disabled={sending || undefined}
      >
        <span className="team-invite__plane" aria-hidden="true">
          <SendIcon />
        </span>
        <span>{sending ? 'Sending invitations' : 'Invite'}</span>
        {sending ? (
          <span className="team-invite__dots" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
        ) : null}
      </button>
    </form>
  );
}
