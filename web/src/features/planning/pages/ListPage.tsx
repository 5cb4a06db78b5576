/**
 * Naming the core programs (module 4 'core-programs') and entering the new projects (module 9
 * 'new-projects'), spec §2, §4, §5: cards with a name and a description (live 'n / 85 words'), a
 * delete icon with its 'Confirm Deletion' dialog (a saved card is deleted on the server and stays
 * when that fails), an add button hidden at the maximum, and on Next the checks of spec §5
 * (invalid cards get a red border and shake), then the whole list saved in its order. The saved
 * list reloads the plan's navigation, so the sidebar lists the new pages and Next opens the first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { isApiError } from '../../../lib/api/client';
import { usePrefersReducedMotion } from '../../../lib/motion';
import { deleteProgram, savePrograms as saveProgramList, usePrograms } from '../../../lib/resources/programs';
import { deleteProject, saveProjects, useProjects } from '../../../lib/resources/projects';
import { useStepValidator, type StepVerdict } from '../../../lib/stepValidation';
import { countWords, isBlank } from '../../../lib/words';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { descriptionWordCount, PP } from '../../../config/planPageMessages';
import { LoadFailed, LoadingData, OrganizationGate } from '../../../components/plan/PageStates';
import { DESCRIPTION_MAX_WORDS, PROGRAM_LIST, PROJECT_LIST, type Entry, type ListConfig } from './pageConfigs';
import './pages.css';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';

/** Module 4 'core-programs'. */
export function CoreProgramsPage() {
  return (
    <OrganizationGate>
      <CoreProgramsList />
    </OrganizationGate>
  );
}

/** Module 9 'new-projects'. */
export function NewProjectsPage() {
  return (
    <OrganizationGate>
      <NewProjectsList />
    </OrganizationGate>
  );
}

function CoreProgramsList() {
  const client = useQueryClient();
  const query = usePrograms();
  const items = useMemo(
    () => query.data?.map((p) => ({ id: p.id, name: p.program_name, description: p.program_description })),
    [query.data],
  );
  return (
    <ListLoader
      config={PROGRAM_LIST}
      items={items}
      error={query.error}
      retry={() => void query.refetch()}
      save={async (list) =>
        (
          await saveProgramList(
            client,
            list.map((e) => ({ id: e.id, program_name: e.name, program_description: e.description })),
          )
        ).map((p) => ({ id: p.id, name: p.program_name, description: p.program_description }))
      }
      remove={(id) => deleteProgram(client, id)}
    />
  );
}

function NewProjectsList() {
  const client = useQueryClient();
  const query = useProjects();
  const items = useMemo(
    () => query.data?.map((p) => ({ id: p.id, name: p.project_name, description: p.project_description })),
    [query.data],
  );
  return (
    <ListLoader
      config={PROJECT_LIST}
      items={items}
      error={query.error}
      retry={() => void query.refetch()}
      save={async (list) =>
        (
          await saveProjects(
            client,
            list.map((e) => ({ id: e.id, project_name: e.name, project_description: e.description })),
          )
        ).map((p) => ({ id: p.id, name: p.project_name, description: p.project_description }))
      }
      remove={(id) => deleteProject(client, id)}
    />
  );
}

interface ListEditorProps {
  config: ListConfig;
  /** The list as the server has it. */
  items: Entry[];
  /** Saves the list in order (entries without an id are created); resolves to the saved list. */
  save: (list: { id?: string; name: string; description: string }[]) => Promise<Entry[]>;
  remove: (id: string) => Promise<void>;
}

function ListLoader({ items, error, retry, ...rest }: Omit<ListEditorProps, 'items'> & { items: Entry[] | undefined; error: Error | null; retry: () => void }) {
  if (!items && error) return <LoadFailed message={PP.LOAD_ERROR} onRetry={retry} />;
  if (!items) return <LoadingData />;
  return <ListEditor items={items} {...rest} />;
}

interface Card {
  /** A local key: the server's id, or a made-up one for a card not saved yet. */
  key: string;
  id?: string;
  name: string;
  description: string;
}

let seq = 0;
const blank = (): Card => ({ key: `new-${++seq}`, name: '', description: '' });
const cardOf = (e: Entry): Card => ({ key: e.id, id: e.id, name: e.name, description: e.description });

/** Spec §5: a name and a description that are not blank, and at most 85 words of description. */
const isComplete = (c: Card) =>
  !isBlank(c.name) && !isBlank(c.description) && countWords(c.description) <= DESCRIPTION_MAX_WORDS;

const sameList = (cards: Card[], items: Entry[]) =>
  cards.length === items.length &&
  cards.every((c, i) => c.id === items[i].id && c.name === items[i].name && c.description === items[i].description);

type FieldErrors = Record<string, { name?: string; description?: string }>;

function ListEditor({ config, items, save, remove }: ListEditorProps) {
  const base = useId();
  const reduced = usePrefersReducedMotion();
  const [cards, setCards] = useState<Card[]>(() => (items.length > 0 ? items.map(cardOf) : [blank()]));
  const [showErrors, setShowErrors] = useState(false);
  const [shaking, setShaking] = useState<ReadonlySet<string>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<Card | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const addId = `${base}-add`;
  const alertRef = useRef<HTMLDivElement>(null);

  const ids = (c: Card) => ({ name: `${base}-${c.key}-name`, description: `${base}-${c.key}-description`, count: `${base}-${c.key}-count` });

  const shake = (keys: string[]) => {
    if (!reduced) setShaking(new Set(keys));
  };

  const update = (key: string, patch: Partial<Card>) => {
    setCards((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c)));
    setServerErrors((errors) => {
      if (!errors[key]) return errors;
      const next = { ...errors[key] };
      if ('name' in patch) delete next.name;
      if ('description' in patch) delete next.description;
      return { ...errors, [key]: next };
    });
  };

  const add = () => {
    if (cards.length >= config.max) return;
    const card = blank();
    // The new card's name input gets the focus.
    flushSync(() => setCards((list) => [...list, card]));
    document.getElementById(ids(card).name)?.focus();
  };

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleteError(null);
    if (pending.id) {
      setDeleting(true);
      try {
        await remove(pending.id);
      } catch {
        // Spec §8: a failed delete leaves the item in place.
        setDeleteError(config.deleteFailed);
        return;
      } finally {
        setDeleting(false);
      }
    }
    const key = pending.key;
    setCards((list) => list.filter((c) => c.key !== key));
    setPending(null);
    // The opener (the card's delete icon) is gone: the add button takes the focus.
    window.setTimeout(() => document.getElementById(addId)?.focus(), 0);
  };

  const focusField = (card: Card) => {
    const target = isBlank(card.name) ? ids(card).name : ids(card).description;
    const node = document.getElementById(target);
    node?.scrollIntoView?.({ block: 'center' });
    node?.focus({ preventScroll: true });
  };

  // What Next compares and saves: the cards on screen and the list as last saved, kept current
  // also between a save's end and the next render.
  const latest = useRef({ cards, saved: items, save });
  useEffect(() => {
    latest.current.cards = cards;
    latest.current.save = save;
  });
  // The server's list reaches the screen after the save's own answer: only a new list replaces it.
  useEffect(() => {
    latest.current.saved = items;
  }, [items]);

  useStepValidator(async (): Promise<StepVerdict> => {
    const { cards: now, saved: before, save: send } = latest.current;
    setAlert(null);
    setServerErrors({});
    if (now.length === 0) {
      setAlert(config.empty);
      return 'invalid';
    }
    const invalid = now.filter((c) => !isComplete(c));
    if (invalid.length > 0) {
      setShowErrors(true);
      shake(invalid.map((c) => c.key));
      setAlert(config.incomplete);
      focusField(invalid[0]);
      return 'invalid';
    }
    if (sameList(now, before)) return 'valid';
    try {
      const saved = await send(now.map((c) => ({ id: c.id, name: c.name, description: c.description })));
      const withIds = now.map((c, i) => (saved[i] && !c.id ? { ...c, id: saved[i].id } : c));
      latest.current = { ...latest.current, cards: withIds, saved };
      setCards((list) => list.map((c) => withIds.find((w) => w.key === c.key) ?? c));
      return 'valid';
    } catch (e) {
      const errors: FieldErrors = {};
      if (isApiError(e)) {
        for (const [field, message] of Object.entries(e.fieldErrors)) {
          const m = /^\w+\[(\d+)\]\.(\w+)$/.exec(field);
          const card = m ? now[Number(m[1])] : undefined;
          if (!card || !m) continue;
          const which = m[2] === config.nameField ? 'name' : m[2] === config.descriptionField ? 'description' : null;
          if (which) errors[card.key] = { ...errors[card.key], [which]: message };
        }
      }
      setServerErrors(errors);
      setShowErrors(true);
      shake(Object.keys(errors));
      setAlert(isApiError(e) && !e.isNetworkError && e.status < 500 ? e.message : config.saveFailed);
      return 'invalid';
    }
  });

  // Leaving through the sidebar: a complete, changed list is saved on the way out (an incomplete
  // one cannot be, and Next is where its problems are shown).
  useEffect(
    () => () => {
      const { cards: now, saved: before, save: send } = latest.current;
      if (now.length > 0 && now.every(isComplete) && !sameList(now, before)) {
        send(now.map((c) => ({ id: c.id, name: c.name, description: c.description }))).catch((e: unknown) =>
          console.warn('the list was not saved on leaving', e),
        );
      }
    },
    [],
  );

  // The alert is announced; bring it into view too.
  useEffect(() => {
    if (alert) alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [alert]);

  const noun = config.noun;
  // The list's message goes as soon as what it asks for is done (lazy validation, spec §2).
  const fixed = (alert === config.incomplete && cards.every(isComplete)) || (alert === config.empty && cards.length > 0);
  const shownAlert = fixed ? null : alert;
  return (
    <div className="plan-list">
      <p className="plan-list__max">{config.maxHint}</p>
      <p className="qpage__hint">{config.lead}</p>
      <ol className="plan-list__cards">
        {cards.map((card, i) => {
          const id = ids(card);
          const words = countWords(card.description);
          const over = words > DESCRIPTION_MAX_WORDS;
          const errors = serverErrors[card.key] ?? {};
          const nameBad = (showErrors && isBlank(card.name)) || !!errors.name;
          const descriptionBad = (showErrors && (isBlank(card.description) || over)) || !!errors.description;
          const invalid = nameBad || descriptionBad;
          const title = `${noun} ${i + 1}`;
          return (
            <li
              key={card.key}
              className={`plan-card ${invalid ? 'plan-card--invalid' : ''} ${shaking.has(card.key) ? 'shake' : ''}`}
              onAnimationEnd={() =>
                setShaking((s) => {
                  if (!s.has(card.key)) return s;
                  const next = new Set(s);
                  next.delete(card.key);
                  return next;
                })
              }
            >
              <div className="plan-card__head">
                <h2 className="plan-card__title">{title}</h2>
                <button
                  type="button"
                  className="plan-card__delete"
                  aria-label={`Delete ${title}${card.name.trim() ? `: ${card.name.trim()}` : ''}`}
                  onClick={() => {
                    setDeleteError(null);
                    setPending(card);
                  }}
                >
                  <TrashIcon width={18} height={18} />
                </button>
              </div>
              <label className="plan-card__label" htmlFor={id.name}>
                {noun} Name
              </label>
              <input
                id={id.name}
                className="input plan-card__name"
                value={card.name}
                placeholder={config.namePlaceholder}
                maxLength={120}
                aria-invalid={nameBad || undefined}
                aria-describedby={errors.name ? `${id.name}-error` : undefined}
                onChange={(e) => update(card.key, { name: e.target.value })}
              />
              {errors.name ? (
                <p className="field__error" id={`${id.name}-error`}>
                  {errors.name}
                </p>
              ) : null}
              <label className="plan-card__label" htmlFor={id.description}>
                {noun} Description
              </label>
              <textarea
                id={id.description}
                className="input textarea plan-card__description"
                value={card.description}
                rows={4}
                placeholder={config.descriptionPlaceholder}
                aria-invalid={descriptionBad || undefined}
                aria-describedby={[id.count, errors.description ? `${id.description}-error` : ''].filter(Boolean).join(' ')}
                onChange={(e) => update(card.key, { description: e.target.value })}
              />
              <p id={id.count} className={`plan-card__count ${over ? 'plan-card__count--over' : ''}`}>
                {descriptionWordCount(words, DESCRIPTION_MAX_WORDS)}
              </p>
              {errors.description ? (
                <p className="field__error" id={`${id.description}-error`}>
                  {errors.description}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {cards.length < config.max ? (
        <Button id={addId} variant="secondary" onClick={add} className="plan-list__add" icon={<PlusIcon width={18} height={18} />}>
          {config.addLabel}
        </Button>
      ) : null}
      {shownAlert ? (
        <div ref={alertRef}>
          <Alert tone="error" className="qpage__blocked">
            {shownAlert}
          </Alert>
        </div>
      ) : null}
      <ConfirmDeleteDialog
        open={pending !== null}
        title={PP.CONFIRM_DELETION}
        question={config.deleteQuestion}
        cancelLabel={PP.CANCEL}
        deleteLabel={PP.DELETE}
        deleting={deleting}
        error={deleteError}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
