/**
 * The completion toasts of spec §2 (step container) and file 3 §2: "Well done!" when a resource
 * of the Fundraising Resources page becomes ready, linking to it there (`highlight` scrolls to a
 * card and highlights it, `tab` presets a filter tab). Values are slugs of the item titles and tab
 * names (spec file 3 §3), for the collateral page to match. The pages, resources and links are
 * the server's (shared/domain/src/sections.rs), read from the generated registry.
 */
import { TOASTS_ON_ARRIVAL, TOASTS_ON_COMPLETION, type CompletionToast } from '../../generated/registry';

export type { CompletionToast };

/** The toasts by page (generated from shared/domain/src/sections.rs `COMPLETION_TOASTS`). */
const ON_ARRIVAL: Readonly<Partial<Record<string, CompletionToast>>> = TOASTS_ON_ARRIVAL;
const ON_COMPLETION: Readonly<Partial<Record<string, CompletionToast>>> = TOASTS_ON_COMPLETION;

/** Spec §9: a toast closes itself after 10 s. */
export const TOAST_MS = 10_000;

/**
 * The toast after Next on `from` leads to `to`. A page counts as completed the first time Next
 * passes it; a page is reached when Next (or skipping) brings the user to it before it is
 * completed. Revisiting a finished page shows nothing.
 */
export function toastAfterNext(
  from: { path: string; wasCompleted: boolean },
  to: { path: string; wasCompleted: boolean } | null,
): CompletionToast | null {
  const completed = ON_COMPLETION[from.path];
  if (!from.wasCompleted && completed) return completed;
  return to ? toastOnArrival(to) : null;
}

export function toastOnArrival(to: { path: string; wasCompleted: boolean }): CompletionToast | null {
  return !to.wasCompleted ? (ON_ARRIVAL[to.path] ?? null) : null;
}
