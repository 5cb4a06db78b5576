import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CheckIcon, LockIcon } from '../../../components/icons';
import { ProgressBar } from '../../../components/ProgressBar';
import { AM } from '../../../config/appMessages';
import type { NavModule, NavStatusResponse } from '../../../lib/resources/navigation';
import { isModuleSkipped, isSkipped } from '../registry';
import { useStepSlots } from '../slots';
import { ChevronDownIcon, CircleIcon } from '../../../components/icons';
import { ProgressRing } from './ProgressRing';

interface PlanSidebarProps {
  nav: NavStatusResponse;
  /** The page on screen. */
  currentPath: string;
  /** The module of the page on screen. */
  currentModule: NavModule | null;
}

/**
 * The plan's sidebar (spec §2): the overall bar "Your Fundraising Plan Progress", then each module
 * with its progress ring (scale 283) and an expandable list of its sections: a check mark for a
 * completed section, an open circle for the current one, a lock on skipped modules, which are
 * greyed and at 0.
 */
export function PlanSidebar({ nav, currentPath, currentModule }: PlanSidebarProps) {
  // A module is open when the user opened it, or when it holds the page on screen and the user
  // has not closed it.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const overall = nav.overall_progress;
  const ref = useRef<HTMLElement>(null);

  // Keep the current module in sight when the sidebar scrolls on its own.
  const currentSlug = currentModule?.slug;
  useEffect(() => {
    const box = ref.current?.parentElement;
    const item = ref.current?.querySelector<HTMLElement>('.psb__module.is-current');
    if (!box || !item || box.scrollHeight <= box.clientHeight) return;
    const top = item.offsetTop;
    if (top < box.scrollTop || top + item.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - 16);
    }
  }, [currentSlug]);

  return (
    <nav className="psb" aria-label="Plan modules" ref={ref}>
      <div className="psb__overall">
        <p className="psb__overall-label" id="plan-progress-label">
          {AM.PLAN_PROGRESS}
          <strong data-testid="overall-progress">{overall}%</strong>
        </p>
        <ProgressBar value={overall} label={AM.PLAN_PROGRESS} />
      </div>
      <ol className="psb__modules">
        {nav.modules.map((module) => {
          const isCurrent = currentModule?.slug === module.slug;
          const open = toggled[module.slug] ?? isCurrent;
          return (
            <ModuleItem
              key={module.slug}
              module={module}
              nav={nav}
              currentPath={currentPath}
              isCurrent={isCurrent}
              open={open}
              onToggle={() => setToggled((t) => ({ ...t, [module.slug]: !open }))}
            />
          );
        })}
      </ol>
    </nav>
  );
}

function ModuleItem({
  module,
  nav,
  currentPath,
  isCurrent,
  open,
  onToggle,
}: {
  module: NavModule;
  nav: NavStatusResponse;
  currentPath: string;
  isCurrent: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const listId = useId();
  const { AssigneeAvatars, OpenThreadsBadge } = useStepSlots();
  const skipped = isModuleSkipped(module, nav.skipped_routes);
  const percent = skipped ? 0 : (nav.module_progress[module.slug]?.percent ?? 0);
  const first = module.sections[0];
  const state = skipped ? 'skipped' : percent >= 100 ? 'completed' : `${percent}% complete`;

  return (
    <li
      className={`psb__module ${isCurrent ? 'is-current' : ''} ${skipped ? 'is-skipped' : ''}`}
      data-module={module.slug}
    >
      <div className="psb__module-row">
        <Link
          to={first?.path ?? module.path}
          className="psb__module-link"
          aria-current={isCurrent && first?.path === currentPath ? 'page' : undefined}
        >
          <ProgressRing percent={percent} tone={skipped ? 'skipped' : isCurrent ? 'current' : 'default'}>
            {skipped ? <LockIcon width={14} height={14} /> : percent >= 100 ? <CheckIcon width={16} height={16} /> : module.number}
          </ProgressRing>
          <span className="psb__module-text">
            <span className="psb__module-num">Module {module.number}</span>
            <span className="psb__module-name">{module.name}</span>
            <span className="visually-hidden">, {state}</span>
          </span>
        </Link>
        {AssigneeAvatars ? <AssigneeAvatars routePath={module.path} done={skipped || percent >= 100} /> : null}
        <button
          type="button"
          className="psb__toggle"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${open ? 'Hide' : 'Show'} the sections of ${module.name}`}
          onClick={onToggle}
        >
          <ChevronDownIcon width={16} height={16} />
        </button>
      </div>
      <ol className="psb__sections" id={listId} hidden={!open}>
        {module.sections.map((section) => {
          const current = section.path === currentPath;
          const locked = skipped && isSkipped(section.path, nav.skipped_routes);
          const done = !locked && nav.steps_nav_status[section.path] === 1;
          const icon = locked ? (
            <LockIcon width={13} height={13} />
          ) : done ? (
            <CheckIcon width={13} height={13} />
          ) : current ? (
            <CircleIcon width={13} height={13} />
          ) : null;
          const text = locked ? 'skipped' : done ? 'completed' : current ? 'current page' : 'not completed';
          return (
            <li
              key={section.path}
              className={`psb__section ${current ? 'is-current' : ''} ${done ? 'is-done' : ''}`}
              data-status={done ? 'done' : current ? 'current' : locked ? 'skipped' : 'todo'}
            >
              <Link to={section.path} className="psb__section-link" aria-current={current ? 'page' : undefined}>
                <span className="psb__section-icon" aria-hidden="true">
                  {icon}
                </span>
                <span className="psb__section-name">{section.name}</span>
                <span className="visually-hidden">, {text}</span>
                {OpenThreadsBadge ? <OpenThreadsBadge routePath={section.path} /> : null}
              </Link>
              {AssigneeAvatars ? <AssigneeAvatars routePath={section.path} done={locked || done} /> : null}
            </li>
          );
        })}
      </ol>
    </li>
  );
}
