/**
 * The completion toasts of spec §2 (step container) and file 3 §2: "Well done!" when a resource
 * of the Fundraising Resources page becomes ready, linking to it there (`highlight` scrolls to a
 * card and highlights it, `tab` presets a filter tab). Values are slugs of the item titles and tab
 * names (spec file 3 §3), for the collateral page to match.
 */
import { slugify } from './registry';

export interface CompletionToast {
  /** The resource (a collateral item or tab) that is ready. */
  resource: string;
  href: string;
}

const highlight = (resource: string): CompletionToast => ({
  resource,
  href: `/fundraising-collateral?highlight=${slugify(resource)}`,
});
const tab = (resource: string): CompletionToast => ({ resource, href: `/fundraising-collateral?tab=${slugify(resource)}` });

/** Shown on reaching the page. */
const ON_ARRIVAL: Record<string, CompletionToast> = {
  '/steps/total-fundraising-goal/summary': highlight('Understanding Your Fundraising Goals'),
};

/** Shown on completing the page (Next). */
const ON_COMPLETION: Record<string, CompletionToast> = {
  '/steps/finalize-your-case-for-support/success-story-highlights': highlight('Talking Points'),
  '/steps/fundraising-operations/policies-procedures': highlight('Policies and Procedures'),
  '/steps/fundraising-operations/development-documents': tab('Gift Documentation'),
  '/steps/stewardship/donor-recognition': highlight('Stewardship Structure'),
  '/steps/gift-pyramid/prospect-to-donor-ratio': highlight('Campaign Gift Pyramid'),
};

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
  if (!from.wasCompleted && ON_COMPLETION[from.path]) return ON_COMPLETION[from.path];
  return to ? toastOnArrival(to) : null;
}

export function toastOnArrival(to: { path: string; wasCompleted: boolean }): CompletionToast | null {
  return !to.wasCompleted ? (ON_ARRIVAL[to.path] ?? null) : null;
}
