import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/icons';
import { PageTitle } from '../../../components/PageTitle';
import { PageLoader } from '../../../components/Spinner';
import { AM } from '../../../config/appMessages';
import type { NavModule, NavStatusResponse } from '../../../lib/resources/navigation';
import { useNavStatus, useSkippedModules, useTouchRoute } from '../navState';
import { isLastOfModule, isSkipped, NEVER_SKIPPED, nextRoute, normalisePath, planRoutes, previousRoute, resolveStep, type PlanRoute } from '../registry';
import { useStepSlots } from '../slots';
import type { StepContext } from '../stepContext';
import type { CompletionToast } from '../toasts';
import { useNext, useSkipFlow } from '../useStepFlow';
import { CompletionToastView } from './CompletionToastView';
import { MenuIcon } from '../../../components/icons';
import { ModuleSkippedModal } from './ModuleSkippedModal';
import { PlanSidebar } from './PlanSidebar';
import { SkipModuleControl } from './SkipModuleControl';
import '../navigation.css';

interface StepLayoutProps {
  /**
   * Pages of a module that are not sections of the plan (the "by question" views), by path, with
   * their titles. Any other unknown path inside a module is not found.
   */
  views?: Readonly<Partial<Record<string, string>>>;
  /** Where Next leads from the plan's last page. */
  finishTo: string;
  /** Shown for a path that is no page of the plan. */
  notFound: React.ReactNode;
}

/**
 * The step container of spec §2: the plan's sidebar beside the page, with its module and title,
 * the Assignees button, the page itself (the outlet) and Next. Also the Module Skipped dialog,
 * Skip it / Unskip it on the module 9 overview and the completion toasts.
 */
export function StepLayout({ views = {}, finishTo, notFound }: StepLayoutProps) {
  const { pathname } = useLocation();
  const path = normalisePath(pathname);
  const navQuery = useNavStatus();
  const skippedQuery = useSkippedModules();
  const nav = navQuery.data;

  const [toast, setToast] = useState<CompletionToast | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [menuFor, setMenuFor] = useState<string | null>(null);

  if (!nav) {
    return (
      <div className="plan plan--loading">
        <PageTitle title={AM.FUNDRAISING_PLAN} />
        {navQuery.isError ? (
          <div className="plan__main">
            <Alert tone="error" title="Your plan could not be loaded">
              <p>{navQuery.error.message}</p>
              <Button variant="secondary" size="sm" onClick={() => void navQuery.refetch()}>
                Try again
              </Button>
            </Alert>
          </div>
        ) : (
          <PageLoader message="Loading your plan…" />
        )}
      </div>
    );
  }

  const resolution = resolveStep(nav.modules, path);
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  const route = resolution.kind === 'section' ? resolution.route : null;
  const module = route?.module ?? (resolution.kind === 'view' && views[path] ? resolution.module : null);
  const skipped = skippedQuery.data ?? nav.skipped_routes;
  const menuOpen = menuFor === path;

  return (
    <div className={`plan ${menuOpen ? 'plan--menu-open' : ''}`}>
      <button
        type="button"
        className="plan__menu-toggle"
        aria-expanded={menuOpen}
        aria-controls="plan-sidebar"
        onClick={() => setMenuFor(menuOpen ? null : path)}
      >
        <MenuIcon width={18} height={18} />
        <span>
          {AM.PLAN_PROGRESS}: {nav.overall_progress}%
        </span>
      </button>
      <aside className="plan__aside" id="plan-sidebar" aria-label={AM.FUNDRAISING_PLAN}>
        <div className="plan__aside-inner">
          <PlanSidebar nav={nav} currentPath={path} currentModule={module} />
        </div>
      </aside>
      <div className="plan__main">
        {saveError ? (
          <Alert tone="error" title="Your progress was not saved" onClose={() => setSaveError(null)} className="plan__error">
            {saveError}
          </Alert>
        ) : null}
        {module ? (
          <StepPage
            key={path}
            path={path}
            route={route}
            module={module}
            title={route?.name ?? views[path] ?? ''}
            nav={nav}
            skipped={skipped}
            finishTo={finishTo}
            showToast={setToast}
            showError={setSaveError}
            toastOpen={!!toast}
          />
        ) : (
          notFound
        )}
      </div>
      {toast ? <CompletionToastView toast={toast} onClose={() => setToast(null)} /> : null}
    </div>
  );
}

interface StepPageProps {
  path: string;
  route: PlanRoute | null;
  module: NavModule;
  title: string;
  nav: NavStatusResponse;
  skipped: readonly string[];
  finishTo: string;
  showToast: (toast: CompletionToast) => void;
  showError: (message: string) => void;
  toastOpen: boolean;
}

function StepPage({ path, route, module, title, nav, skipped, finishTo, showToast, showError, toastOpen }: StepPageProps) {
  const { AssigneesButton, AssigneeAvatars, ConversationsButton } = useStepSlots();
  const heading = useRef<HTMLHeadingElement>(null);
  const touch = useTouchRoute();
  const flow = { showToast, showError };
  const { next, checking } = useNext(path, flow);
  const skip = useSkipFlow(flow);
  const blocked = isSkipped(path, skipped);
  const { state } = useLocation();
  const arrivedByButton = !!(state as { via?: string } | null)?.via;
  const routes = planRoutes(nav.modules);
  const target = route ? nextRoute(routes, path, skipped) : null;
  const previous = route ? previousRoute(routes, path, skipped) : null;
  const nextModule = route ? isLastOfModule(routes, path, skipped) : false;
  const overview = module.sections[0]?.path ?? module.path;

  // Each visit of a page of the plan is recorded (POST /extensions/last-interaction-time).
  useEffect(() => {
    touch(path, module.slug);
  }, [touch, path, module.slug]);

  // After Next or Skip it, focus the new page's title so the change is announced.
  // (A completion toast keeps the focus while it shows.)
  const toastOpenRef = useRef(toastOpen);
  useEffect(() => {
    toastOpenRef.current = toastOpen;
  });
  useEffect(() => {
    if (arrivedByButton && !toastOpenRef.current) heading.current?.focus();
  }, [arrivedByButton]);

  const context: StepContext = { path, route, module, nav };

  return (
    <article className="step" aria-labelledby="step-title">
      <PageTitle title={`${title} · ${module.name}`} />
      <header className="step__header">
        <div className="step__heading">
          <p className="step__kicker">
            Module {module.number} · {module.name}
          </p>
          <h1 id="step-title" ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {AssigneeAvatars ? <AssigneeAvatars routePath={path} done={blocked || nav.steps_nav_status[path] === 1} /> : null}
        </div>
        {route && (AssigneesButton || ConversationsButton) ? (
          <div className="step__tools">
            {ConversationsButton ? <ConversationsButton routePath={path} sectionName={route.name} /> : null}
            {AssigneesButton ? <AssigneesButton routePath={path} moduleName={module.name} sectionName={route.name} /> : null}
          </div>
        ) : null}
      </header>

      {path === NEVER_SKIPPED ? (
        <SkipModuleControl
          skipped={skipped.some((s) => normalisePath(s) === module.path)}
          busy={skip.busy}
          error={skip.error}
          onSkip={() => void skip.onSkip()}
          onUnskip={() => void skip.onUnskip()}
        />
      ) : null}

      <div className="step__body">{blocked ? null : <Outlet context={context} />}</div>

      {route && !blocked ? (
        <footer className="step__footer">
          {previous ? (
            <Link className="btn btn--ghost btn--md step__back" to={previous.path}>
              <ArrowLeftIcon width={18} height={18} />
              <span>
                Back<span className="visually-hidden">: {previous.name}</span>
              </span>
            </Link>
          ) : (
            <span />
          )}
          <Button
            variant="primary"
            size="lg"
            loading={checking}
            onClick={() => void next(finishTo)}
            icon={<ArrowRightIcon width={18} height={18} />}
            iconAfter
          >
            {target ? (nextModule ? AM.NEXT_MODULE : AM.NEXT) : 'Complete Your Plan'}
          </Button>
        </footer>
      ) : null}
      {!route ? (
        <footer className="step__footer">
          <Link className="btn btn--secondary btn--md" to={overview}>
            <ArrowLeftIcon width={18} height={18} />
            <span>Back to {module.name}</span>
          </Link>
          <span />
        </footer>
      ) : null}

      {blocked ? <ModuleSkippedModal overview={overview} /> : null}
    </article>
  );
}
