/**
 * Next on a tabbed page (spec §4): each tab has a validity flag (all start false) and the step is
 * valid only when every tab is. Next checks the tab on screen; when it passes and a tab follows,
 * that tab opens with the focus in it and the page stays ('stay'); from the last tab every tab is
 * checked again, and the first one that fails opens with its errors.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStepValidator, type StepVerdict } from '../../../lib/stepValidation';

export type TabState = 'valid' | 'invalid';

/**
 * `inactive`: while the page shows no tabs (loading, not found), Next gets this answer instead
 * ('invalid' while loading, 'valid' for a program that no longer exists).
 */
export function useTabbedStep<Id extends string>(tabIds: readonly Id[], { inactive }: { inactive?: StepVerdict }) {
  const [selected, setSelected] = useState<Id>(tabIds[0]);
  const [states, setStates] = useState<Partial<Record<Id, TabState>>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const validators = useRef(new Map<Id, () => Promise<boolean>>());

  const key = tabIds.join(' ');
  const registerFor = useMemo(() => {
    const out = {} as Record<Id, (validate: () => Promise<boolean>) => void>;
    for (const id of key.split(' ') as Id[]) out[id] = (validate) => validators.current.set(id, validate);
    return out;
  }, [key]);

  const latest = useRef({ selected, tabIds, inactive });
  useEffect(() => {
    latest.current = { selected, tabIds, inactive };
  });

  const check = async (id: Id): Promise<boolean> => {
    const validate = validators.current.get(id);
    let ok = false;
    try {
      ok = validate ? await validate() : false;
    } catch {
      ok = false;
    }
    setStates((s) => ({ ...s, [id]: ok ? 'valid' : 'invalid' }));
    return ok;
  };

  const open = (id: Id) => {
    setSelected(id);
    setFocusRequest((n) => n + 1);
  };

  useStepValidator(async (): Promise<StepVerdict> => {
    const { selected: current, tabIds: ids, inactive: answer } = latest.current;
    if (answer) return answer;
    if (!(await check(current))) return 'invalid';
    const index = ids.indexOf(current);
    if (index < ids.length - 1) {
      open(ids[index + 1]);
      return 'stay';
    }
    for (const id of ids) {
      if (id === current) continue;
      if (!(await check(id))) {
        open(id);
        return 'invalid';
      }
    }
    return 'valid';
  });

  return { selected, select: setSelected, states, registerFor, focusRequest };
}
