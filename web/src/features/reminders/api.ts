/**
 * The reminders' own public call (issue 18 §5): the link in a funder's reminder stops them
 * without logging in. Turning them off and on from Settings is settings/api.ts.
 */
import { api, type Answer, type JsonBody } from '../../lib/api/client';

export type OptedOut = Answer<'/reminders/opt-out', 'post'>;

export const remindersApi = {
  /**
   * Stops the funder's reminders to the organization's owner (public; the same link works any
   * number of times): answers the organization's name; 404 for a link that is not valid or has expired.
   */
  optOut: (token: string) =>
    api.post<OptedOut>('/reminders/opt-out', { token } satisfies JsonBody<'/reminders/opt-out', 'post'>, { auth: false }),
};
