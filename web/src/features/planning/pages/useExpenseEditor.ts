/**
 * One expense table being edited (a core program's, a new project's or the overhead): loads it,
 * autosaves it 2000 ms after the last change (one save at a time, only named items, each saved
 * item with the version it was read at), takes the ids and versions the server gives, deletes
 * saved items through the API, and on a 409 offers to reload the server's table (items not saved
 * yet stay on screen and are saved after it).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { EXPENSE_CATEGORIES } from '../../../generated/budget';
import { isApiError } from '../../../lib/api/client';
import type { ExpenseInput, ExpensesSaved, ExpenseTableAnswer, ExpenseView } from '../../../lib/resources/expenses';
import { AUTOSAVE_MS, useAutosave } from '../../../lib/useAutosave';
import {
  adoptServerIds,
  isEmptyItem,
  itemFromRecord,
  itemsToSave,
  itemToRecord,
  recordRef,
  sameItems,
  type ExpenseItem,
} from '../lib/budgetTable';

export interface ExpenseEditorOptions {
  load: () => Promise<ExpenseTableAnswer>;
  save: (items: ExpenseInput[]) => Promise<ExpensesSaved>;
  remove: (id: string) => Promise<void>;
  /** Called after each successful save with the server's answer. */
  onSaved?: (answer: ExpensesSaved) => void;
}

const NONE: ExpenseItem[] = [];

/** A loaded table's items in the categories' order, each category's in the server's order. */
export function itemsOf(answer: ExpenseTableAnswer): { items: ExpenseItem[]; versions: Map<string, number> } {
  const byKey = answer.expenses as unknown as Record<string, ExpenseView[] | undefined>;
  const views = EXPENSE_CATEGORIES.flatMap((c) => byKey[c.key] ?? []);
  return { items: views.map(itemFromRecord), versions: new Map(views.map((v) => [v.id, v.version])) };
}

/** The server's `error` of a failed save, else `fallback` (a network or server failure). */
export function saveErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const body = error.body as { error?: unknown } | null;
    if (body && typeof body.error === 'string' && body.error.trim() !== '') return body.error;
  }
  return fallback;
}

export function useExpenseEditor({ load, save, remove, onSaved }: ExpenseEditorOptions) {
  const [phase, setPhase] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [items, setItems] = useState<ExpenseItem[]>(NONE);
  const [loaded, setLoaded] = useState<ExpenseItem[]>(NONE);
  const versions = useRef(new Map<string, number>());
  const latest = useRef({ load, save, remove, onSaved });
  useEffect(() => {
    latest.current = { load, save, remove, onSaved };
  });

  const autosave = useAutosave<ExpenseItem[]>({
    value: items,
    saved: loaded,
    delay: AUTOSAVE_MS.table,
    equals: sameItems,
    enabled: phase === 'ready',
    save: async (value, previous) => {
      const changed = itemsToSave(value, previous);
      if (changed.length === 0) return value;
      const answer = await latest.current.save(
        changed.map((item) => {
          const record: ExpenseInput = itemToRecord(item);
          if (item.id !== null) record.version = versions.current.get(item.id) ?? null;
          return record;
        }),
      );
      for (const e of answer.expenses) versions.current.set(e.id, e.version);
      const refs = answer.expenses.map(recordRef);
      setItems((current) => adoptServerIds(current, refs));
      latest.current.onSaved?.(answer);
      return adoptServerIds(value, refs);
    },
  });
  // The autosave's reset changes identity with `enabled`; loads use the latest through a ref.
  const resetRef = useRef(autosave.reset);
  useEffect(() => {
    resetRef.current = autosave.reset;
  });
  const reset = useCallback((next: ExpenseItem[]) => resetRef.current(next), []);

  const fetchTable = useCallback(async () => {
    const answer = await latest.current.load();
    const next = itemsOf(answer);
    versions.current = next.versions;
    return next.items;
  }, []);

  useEffect(() => {
    let live = true;
    fetchTable().then(
      (next) => {
        if (!live) return;
        setItems(next);
        setLoaded(next);
        reset(next);
        setPhase('ready');
      },
      () => live && setPhase('failed'),
    );
    return () => {
      live = false;
    };
  }, [fetchTable, reset]);

  /** After a conflict: the server's table, plus the items typed here that were never saved. */
  const reload = useCallback(async () => {
    try {
      const next = await fetchTable();
      setItems((current) => [...next, ...current.filter((i) => i.id === null && !isEmptyItem(i))]);
      reset(next);
      setPhase('ready');
    } catch {
      setPhase('failed');
    }
  }, [fetchTable, reset]);

  const retryLoad = useCallback(() => {
    setPhase('loading');
    fetchTable().then(
      (next) => {
        setItems(next);
        setLoaded(next);
        reset(next);
        setPhase('ready');
      },
      () => setPhase('failed'),
    );
  }, [fetchTable, reset]);

  const onDelete = useCallback(async (item: ExpenseItem) => {
    if (item.id === null) return;
    await latest.current.remove(item.id);
    versions.current.delete(item.id);
  }, []);

  return { phase, items, setItems, autosave, onDelete, reload, retryLoad };
}
