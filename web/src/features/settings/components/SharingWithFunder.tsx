import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/client';
import { settingsApi, sharingKeys, type Sharing } from '../api';
import { useSharing } from '../sharing';
import { Section } from './Section';

export const SHARING_ANCHOR = 'sharing';

function sinceText(since: string | null | undefined): string {
  if (!since) return '';
  const d = new Date(since);
  return Number.isNaN(d.getTime())
    ? ''
    : `Shared since ${d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}`;
}

/**
 * Sharing with your funder (issue 18 §4), for an organization in a funder's cohort: what the
 * funder always sees (agreed when joining), and each figure the owner may share or stop sharing
 * at any time; members see the same, without the switches.
 */
export function SharingWithFunder({ owner }: { owner: boolean }) {
  const client = useQueryClient();
  const sharing = useSharing();
  // The switch moves at once (the choice shown while it is saved); a failure puts it back.
  const change = useMutation({
    mutationFn: (body: { item: string; shared: boolean }) => settingsApi.share(body),
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: sharingKeys.sharing });
      const before = client.getQueryData<Sharing | null>(sharingKeys.sharing);
      if (before) {
        client.setQueryData<Sharing>(sharingKeys.sharing, {
          ...before,
          items: before.items.map((i) => (i.item === body.item ? { ...i, shared: body.shared, since: null } : i)),
        });
      }
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) client.setQueryData(sharingKeys.sharing, context.before);
    },
    onSuccess: (data) => client.setQueryData(sharingKeys.sharing, data),
  });
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
                disabled={!owner || change.isPending}
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
          {isApiError(change.error) ? change.error.message : 'Your choice was not saved. Try again.'}
        </p>
      ) : null}
    </Section>
  );
}
