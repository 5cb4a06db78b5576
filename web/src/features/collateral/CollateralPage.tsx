/**
 * Fundraising Resources, /fundraising-collateral (spec file 3 §2, §4, §5, §8; DECISIONS "Collateral
 * cards and tabs"): a greeting with the first name ("User" when unknown), how the page works, the
 * tabs All / Donor Materials / Internal Operations / Gift Documentation (preset by `?tab=`), and the
 * 25 cards with their status, title, description and Download. `?highlight=<card>` scrolls to the
 * card and highlights it for 10 s (the completion toasts link here). Downloads go through the
 * documents pipeline, with its overlay; a policy's or the pyramid's download is then counted.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { DownloadIcon } from '../../components/icons';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { isApiError } from '../../lib/api/client';
import { usePrefersReducedMotion } from '../../lib/motion';
import { useCollateralStatus } from '../../lib/resources/collateral';
import { countPyramidDownload } from '../../lib/resources/pyramid';
import { countPolicyDownload } from '../../lib/resources/policies';
import { useSession } from '../../lib/session';
import { COLLATERAL_CARDS, type CollateralCardDef } from '../../generated/closing';
import { useDocumentDownload } from '../../components/documents';
import { CM, downloadLabel, greeting, httpError } from './messages';
import { canDownload, HIGHLIGHT_MS, readyFrom, TABS, type Status } from './rules';
import './collateral.css';

export function CollateralPage() {
  const session = useSession();
  const first = session?.user.firstName?.trim() || CM.FALLBACK_NAME;
  return (
    <div className="collateral">
      <PageTitle title={CM.TITLE} />
      <header className="collateral__hero">
        <p className="collateral__kicker">{CM.TITLE}</p>
        <h1 className="collateral__greeting">{greeting(first)}</h1>
        <p className="collateral__lead">{CM.LEAD}</p>
      </header>
      {session?.token ? (
        <Resources />
      ) : (
        <Alert tone="error" className="collateral__notice">
          {CM.NO_AUTH}
        </Alert>
      )}
    </div>
  );
}

function loadMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0) return httpError(error.status);
  return error instanceof Error && error.message ? error.message : CM.LOAD_FAILED;
}

function Resources() {
  const base = useId();
  const query = useCollateralStatus();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const reduced = usePrefersReducedMotion();
  const { download, overlay, busy } = useDocumentDownload();
  // The arrival (location key) whose highlight has run its 10 s.
  const [expired, setExpired] = useState<string | null>(null);

  const highlight = params.get('highlight');
  const target = COLLATERAL_CARDS.find((c) => c.anchor === highlight) ?? null;
  const requested = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'all';
  // A highlighted card is always shown: its own tab wins over another preset.
  const tab = target && requested !== 'all' && TABS.find((t) => t.id === requested)?.label !== target.type ? 'all' : requested;
  const tabLabel = TABS.find((t) => t.id === tab)!.label;
  const cards = tab === 'all' ? COLLATERAL_CARDS : COLLATERAL_CARDS.filter((c) => c.type === tabLabel);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  const ready = !!query.data;

  // Scroll to the card of ?highlight= once the cards are there, and highlight it for 10 s (each
  // arrival through a link counts, also to the same card again).
  const anchor = target?.anchor ?? null;
  const smooth = useRef(!reduced);
  useEffect(() => {
    smooth.current = !reduced;
  });
  useEffect(() => {
    if (!anchor || !ready) return;
    const node = document.getElementById(anchor);
    node?.scrollIntoView?.({ behavior: smooth.current ? 'smooth' : 'auto', block: 'center' });
    node?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    const arrival = location.key;
    const timer = window.setTimeout(() => setExpired(arrival), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [anchor, ready, location.key]);
  const highlighted = ready && anchor && expired !== location.key ? anchor : null;

  const select = (id: string) => {
    setParams(id === 'all' ? {} : { tab: id }, { replace: true, preventScrollReset: true });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const last = TABS.length - 1;
    const next =
      e.key === 'ArrowRight' ? (index + 1) % TABS.length : e.key === 'ArrowLeft' ? (index + last) % TABS.length : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    select(TABS[next].id);
    document.getElementById(tabId(TABS[next].id))?.focus();
  };

  const get = async (card: CollateralCardDef) => {
    if (!(await download(card.document, card.identity ?? undefined))) return;
    try {
      if (card.document === 'policy_document') await countPolicyDownload(card.identity ?? undefined);
      else if (card.document === 'policies_manual') await countPolicyDownload();
      else if (card.document === 'gift_pyramid') await countPyramidDownload();
    } catch (e) {
      console.warn('the download was not counted', e);
    }
  };

  const statusOf = (card: CollateralCardDef): Status => {
    const entry = query.data?.fundraising_collateral_status[card.title];
    return entry ? (entry.completed ? 'Complete' : 'Not Ready') : null;
  };

  return (
    <>
      <div className="collateral__tabs" role="tablist" aria-label={CM.TABS}>
        {TABS.map((t) => {
          const active = t.id === tab;
          return (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={tabId(t.id)}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              className={`collateral__tab ${active ? 'collateral__tab--active' : ''}`}
              onClick={() => select(t.id)}
              onKeyDown={onKeyDown}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} className="collateral__panel">
        {query.data ? (
          <ul className="collateral__cards">
            {cards.map((card) => (
              <ResourceCard
                key={card.anchor}
                card={card}
                status={statusOf(card)}
                highlighted={highlighted === card.anchor}
                busy={busy}
                onDownload={() => void get(card)}
              />
            ))}
          </ul>
        ) : query.isError ? (
          <Alert tone="error" className="collateral__notice">
            <p>{loadMessage(query.error)}</p>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {CM.TRY_AGAIN}
            </Button>
          </Alert>
        ) : (
          <div className="collateral__loading" role="status">
            <Spinner size={18} />
            <span>{CM.LOADING}</span>
          </div>
        )}
      </div>
      {overlay}
    </>
  );
}

function ResourceCard({
  card,
  status,
  highlighted,
  busy,
  onDownload,
}: {
  card: CollateralCardDef;
  status: Status;
  highlighted: boolean;
  busy: boolean;
  onDownload: () => void;
}) {
  const base = useId();
  const enabled = canDownload(card, status);
  const from = readyFrom(card);
  const noteId = `${base}-note`;
  const note = !enabled ? (
    <p className="collateral-card__note" id={noteId}>
      Finish <Link to={from.path}>{from.name}</Link> to make it ready.
    </p>
  ) : null;
  return (
    <li
      id={card.anchor}
      className={`collateral-card ${highlighted ? 'collateral-card--highlight' : ''}`}
      aria-labelledby={`${base}-title`}
    >
      <div className="collateral-card__top">
        <span className="collateral-card__type">{card.type}</span>
        {status ? (
          <span className={`collateral-card__badge collateral-card__badge--${status === 'Complete' ? 'complete' : 'not-ready'}`}>
            {status === 'Complete' ? CM.COMPLETE : CM.NOT_READY}
          </span>
        ) : null}
      </div>
      <h2 className="collateral-card__title" id={`${base}-title`} tabIndex={-1}>
        {card.title}
      </h2>
      <p className="collateral-card__description">{card.description}</p>
      {note}
      <Button
        className="collateral-card__download"
        variant={enabled ? 'primary' : 'secondary'}
        size="sm"
        disabled={!enabled || busy}
        aria-label={downloadLabel(card.title)}
        aria-describedby={note ? noteId : undefined}
        icon={<DownloadIcon width={16} height={16} />}
        onClick={onDownload}
      >
        {CM.DOWNLOAD}
      </Button>
    </li>
  );
}
