import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { env } from '../../../config/env';
import { AM } from '../../../config/appMessages';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { settingsFailure } from '../errors';
import { useSubscriptionDetails, type SubscriptionDetails as Details } from '../../../lib/resources/subscription';
import {
  isExpired,
  planLabel,
  statusLabel,
  statusTone,
  subscriptionAction,
  termLabel,
  usLongDate,
} from '../subscription';
import { Section } from './Section';

export const SUBSCRIPTION_ANCHOR = 'subscription-details';

/** Not worded by the spec. */
const SUBSCRIPTION_FETCH_FAILED = 'Failed to fetch subscription details';
const SUBSCRIPTION_FETCH_ERROR = 'An error occurred while fetching subscription details';

const cancelMail = () =>
  `mailto:${env.supportEmail}?subject=${encodeURIComponent('Cancel subscription')}&body=${encodeURIComponent(
    'Hello, please cancel our fundplan subscription.',
  )}`;

/**
 * Subscription Details (spec §3, §4): plan, term, status (active green, inactive red, others
 * yellow), start and end dates in US long format. Expired → End Date and Renew (owners go to the
 * renewal page, members are told to ask their owner); otherwise Cancel Subscription by e-mail;
 * no buttons while inactive.
 */
export function SubscriptionDetails({ now }: { now?: Date }) {
  const query = useSubscriptionDetails();
  const session = useSession();
  const navigate = useNavigate();
  const [askOwner, setAskOwner] = useState(false);
  const [today] = useState(() => now ?? new Date());

  const details: Partial<Details> = query.data?.subscription_details ?? {};
  const role = query.data?.current_user_info.role ?? session?.user.role;
  const expired = isExpired(details.subscription_end_date, today);
  const action = subscriptionAction(details, today);
  const tone = statusTone(details.subscription_status);
  // An owner without an active subscription may join a funder's cohort instead (issue 18 §3).
  const offerRedeem = role === 'owner' && tone !== 'active';

  return (
    <Section id={SUBSCRIPTION_ANCHOR} title={AM.SUBSCRIPTION_DETAILS} description="Your organization's plan and billing period.">
      {query.isPending ? (
        <div className="settings-loading">
          <Spinner size={24} label="Loading your subscription" />
        </div>
      ) : query.isError ? (
        <Alert tone="error">{settingsFailure(query.error, SUBSCRIPTION_FETCH_FAILED, SUBSCRIPTION_FETCH_ERROR, { serverText: false })}</Alert>
      ) : (
        <>
          {expired ? (
            <Alert tone="warning">Your subscription ended on {usLongDate(details.subscription_end_date)}.</Alert>
          ) : null}
          <dl className="subscription">
            <div className="subscription__item">
              <dt>Plan</dt>
              <dd>{planLabel(details.plan, details.term)}</dd>
            </div>
            <div className="subscription__item">
              <dt>Term</dt>
              <dd>{termLabel(details.term)}</dd>
            </div>
            <div className="subscription__item">
              <dt>Status</dt>
              <dd>
                <span className={`status-badge status-badge--${tone}`} data-testid="subscription-status">
                  {statusLabel(details.subscription_status)}
                </span>
              </dd>
            </div>
            <div className="subscription__item">
              <dt>Start Date</dt>
              <dd>{usLongDate(details.subscription_start_date)}</dd>
            </div>
            <div className="subscription__item">
              <dt>{AM.END_DATE}</dt>
              <dd>{usLongDate(details.subscription_end_date)}</dd>
            </div>
          </dl>
          {action === 'renew' ? (
            <div className="settings-card__actions">
              <Button onClick={() => (role === 'owner' ? navigate(paths.renewal) : setAskOwner(true))}>{AM.RENEW}</Button>
            </div>
          ) : action === 'sponsored' ? (
            <p className="settings-card__hint subscription__sponsored">
              {details.sponsor
                ? `Sponsored by ${details.sponsor.funder_name} (${details.sponsor.cohort_name}) until ${usLongDate(details.subscription_end_date)}.`
                : `Sponsored by a funder until ${usLongDate(details.subscription_end_date)}.`}{' '}
              When the cohort ends, your plan and documents stay, and you can continue with the Pro plan.
            </p>
          ) : action === 'cancel' ? (
            <div className="settings-card__actions">
              <a className="btn btn--secondary btn--md subscription__cancel" href={cancelMail()}>
                {AM.CANCEL_SUBSCRIPTION}
              </a>
            </div>
          ) : (
            <p className="settings-card__hint subscription__none">There is no active subscription.</p>
          )}
          {offerRedeem ? (
            <p className="settings-card__hint subscription__redeem">
              {AM.HAVE_LICENCE_CODE} <Link to={paths.redeem}>{AM.REDEEM_A_CODE}</Link>
            </p>
          ) : null}
        </>
      )}
      <Modal
        open={askOwner}
        size="sm"
        title="Renew subscription"
        description={AM.CONTACT_OWNER_TO_RENEW}
        onClose={() => setAskOwner(false)}
        footer={
          <Button onClick={() => setAskOwner(false)} data-autofocus>
            OK
          </Button>
        }
      >
        {null}
      </Modal>
    </Section>
  );
}
