import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { EmailTagsInput } from '../../../components/EmailTagsInput';
import { addEmails } from '../../../lib/emails';
import { DELAYS } from '../../../config/constants';
import { M } from '../../../config/messages';
import { AM } from '../../../config/appMessages';
import { paths } from '../../../config/paths';
import { useTimeout, useTransientMessage } from '../../../lib/hooks';
import { validate } from '../../../lib/forms';
import { getToken } from '../../../lib/session';
import { inviteMembers } from '../../../lib/resources/team';
import { inviteErrorMessage } from '../errors';
import { teamSchema } from '../schemas';
import { useCompleteStep } from '../useStepSaved';
import { PageTitle } from '../../../components/PageTitle';

export function Collaboration() {
  return (
    <div className="collab">
      <h2 className="h3">How collaboration works</h2>
      <ul>
        <li>
          Invite colleagues, board members and volunteers now, or later at any time with the{' '}
          <span className="plus-badge" aria-hidden="true">
            +
          </span>{' '}
          plus button beside the team avatars at the top of every page.
        </li>
        <li>
          Assign a module or section to a team member with the <strong>Assignees</strong> button on that page, so
          everyone knows what they own.
        </li>
        <li>
          A team member cannot be assigned until they accept their invitation; until then they show as{' '}
          <strong>Pending</strong>.
        </li>
      </ul>
    </div>
  );
}

export function TeamStep() {
  const navigate = useNavigate();
  const { complete } = useCompleteStep('team');
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shake, setShake] = useState(false);
  const [notice, setNotice] = useTransientMessage<{ tone: 'success' | 'error'; text: string }>(DELAYS.messageClearMs);
  const [sent, setSent] = useState(false);
  const [skipping, setSkipping] = useState(false);
  useTimeout(() => navigate(paths.welcome), DELAYS.afterInviteMs, sent);

  const invite = useMutation({
    mutationFn: inviteMembers,
    onSuccess: async (answer) => {
      if (answer && answer.status === false) {
        setNotice({ tone: 'error', text: typeof answer.data === 'string' ? answer.data : AM.INVITES_FAILED_ONBOARDING });
        return;
      }
      setNotice({ tone: 'success', text: AM.INVITATION_SENT }, null);
      setEmails([]);
      await complete().catch(() => undefined);
      setSent(true);
    },
    onError: (failure) => setNotice({ tone: 'error', text: inviteErrorMessage(failure) }, DELAYS.messageClearMs),
  });

  const onInvite = () => {
    if (!getToken()) {
      setNotice({ tone: 'error', text: AM.AUTH_REQUIRED }, DELAYS.errorClearMs);
      return;
    }
    // Text typed but not yet turned into a tag counts too.
    const { tags, rejected } = addEmails(emails, draft);
    setEmails(tags);
    setDraft(rejected.join(' '));
    const result = validate(teamSchema, { emails: tags });
    if (!result.ok || rejected.length) {
      setError(rejected.length ? M.INVALID_EMAIL : (result.ok ? null : result.errors.emails) ?? AM.EMAILS_REQUIRED);
      setShake(true);
      window.setTimeout(() => setShake(false), 450);
      return;
    }
    setError(null);
    invite.mutate({ emails: result.data.emails });
  };

  const onSkip = async () => {
    setSkipping(true);
    await complete().catch(() => undefined);
    navigate(paths.welcome);
  };

  const busy = invite.isPending || sent || skipping;

  return (
    <section>
      <PageTitle title="Collaboration & Adding Team Members" />
      <header className="step-header">
        <p className="step-kicker">Step 4 of 4</p>
        <h1 id="onboarding-title">Collaboration &amp; Adding Team Members</h1>
        <p>Fundraising is a team effort. Invite the people who will help you build the plan.</p>
      </header>
      <Collaboration />
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <EmailTagsInput
        label={AM.ADD_MEMBERS_VIA_EMAIL}
        value={emails}
        onChange={(next) => {
          setEmails(next);
          if (next.length) setError(null);
        }}
        draft={draft}
        onDraftChange={setDraft}
        hint="Press Space or Enter after each email address."
        error={error ?? undefined}
        required
        shake={shake}
        disabled={busy}
      />
      <div className="step-actions">
        <Button variant="ghost" size="lg" onClick={onSkip} disabled={busy} loading={skipping}>
          {AM.SKIP_FOR_NOW}
        </Button>
        <Button size="lg" onClick={onInvite} loading={invite.isPending} disabled={busy}>
          Invite
        </Button>
      </div>
    </section>
  );
}

export default TeamStep;
