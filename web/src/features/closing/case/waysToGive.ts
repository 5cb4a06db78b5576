/**
 * The Ways to Give answer (spec file 3 §3: "for Ways to Give it is a JSON-encoded list";
 * shared/domain/src/ways_to_give.rs): the selected labels, options and sub-options alike, in the
 * checklist's order, each option before its sub-options (`["Cash","Planned Gifts","Bequests"]`).
 */
import { WAYS_TO_GIVE } from '../../../generated/closing';

const norm = (s: string) => s.trim().toLowerCase();

/** The labels an answer selects. Reads the list of labels, and also a list of the spec's items
 * (`{label, isSelected, subOption}`) as an earlier system stored them; anything else selects nothing. */
export function parseWays(answer: string | null | undefined): Set<string> {
  const picked = new Set<string>();
  if (!answer || answer.trim() === '') return picked;
  let items: unknown;
  try {
    items = JSON.parse(answer);
  } catch {
    return picked;
  }
  if (!Array.isArray(items)) return picked;
  const add = (label: unknown) => {
    if (typeof label !== 'string') return;
    for (const o of WAYS_TO_GIVE) {
      if (norm(o.label) === norm(label)) picked.add(o.label);
      for (const s of o.subOptions) if (norm(s) === norm(label)) picked.add(s);
    }
  };
  for (const item of items) {
    if (typeof item === 'string') add(item);
    else if (item && typeof item === 'object') {
      const { label, isSelected, subOption } = item as { label?: unknown; isSelected?: unknown; subOption?: unknown };
      if (isSelected === true) add(label);
      if (Array.isArray(subOption)) for (const s of subOption as { label?: unknown; isSelected?: unknown }[]) if (s?.isSelected === true) add(s.label);
    }
  }
  // A selected sub-option selects its option.
  for (const o of WAYS_TO_GIVE) if (o.subOptions.some((s) => picked.has(s))) picked.add(o.label);
  return picked;
}

/** The answer for a selection: the labels in the checklist's order, as JSON. */
export function encodeWays(picked: ReadonlySet<string>): string {
  const labels: string[] = [];
  for (const o of WAYS_TO_GIVE) {
    if (picked.has(o.label)) labels.push(o.label);
    for (const s of o.subOptions) if (picked.has(s)) labels.push(s);
  }
  return JSON.stringify(labels);
}

/** Toggles an option: off also clears its sub-options. */
export function toggleOption(picked: ReadonlySet<string>, label: string): Set<string> {
  const next = new Set(picked);
  const option = WAYS_TO_GIVE.find((o) => o.label === label);
  if (next.has(label)) {
    next.delete(label);
    for (const s of option?.subOptions ?? []) next.delete(s);
  } else {
    next.add(label);
  }
  return next;
}

/** Toggles a sub-option: on also selects its option. */
export function toggleSubOption(picked: ReadonlySet<string>, option: string, sub: string): Set<string> {
  const next = new Set(picked);
  if (next.has(sub)) next.delete(sub);
  else {
    next.add(sub);
    next.add(option);
  }
  return next;
}
