/**
 * Core programs (GET, PUT, DELETE /core-programs; docs/api.md Planning). The list is cached and
 * refreshed when older than 5 minutes (spec §4); a saved or shortened list replaces the cached
 * one and the plan's navigation is reloaded, so the sidebar lists the program pages (new names,
 * new slugs, progress kept across renames by the server) before Next reads it.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, isApiError, type Answer, type JsonBody, type Schemas } from '../api/client';
import { notifyPlanChanged, PLAN_EVENTS } from '../planEvents';
import { useSession } from '../session';
import { navKeys } from './navigation';

export type CoreProgram = Schemas['CoreProgramView'];
export type ProgramInput = Schemas['ProgramInput'];

/** Spec §4, §9: cached core programs and projects are refreshed when older than 5 minutes. */
export const PLAN_LIST_STALE_MS = 5 * 60 * 1000;

export const programKeys = {
  list: ['core-programs'] as const,
};

export async function getPrograms(): Promise<CoreProgram[]> {
  const answer = await api.get<Answer<'/core-programs', 'get'>>('/core-programs');
  return answer.corePrograms;
}

/** The organization's core programs, in list order. */
export function usePrograms() {
  const session = useSession();
  return useQuery({ queryKey: programKeys.list, queryFn: getPrograms, enabled: !!session, staleTime: PLAN_LIST_STALE_MS });
}

/**
 * Reloads the plan's navigation after a list changed and waits for it, so that the sidebar and
 * Next know the new pages (spec §4: "deleting or changing programs triggers a refresh").
 */
export async function refreshPlanAfter(client: QueryClient, event: 'programs' | 'projects'): Promise<void> {
  notifyPlanChanged(event === 'programs' ? PLAN_EVENTS.programsUpdated : PLAN_EVENTS.projectsUpdated);
  // The sidebar's listener has started the reload; wait for that one rather than starting another.
  await client.invalidateQueries({ queryKey: navKeys.status }, { cancelRefetch: false });
}

/** A delete answered 404 (already deleted) counts as done. */
export async function goneIsDone(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (e) {
    if (!(isApiError(e) && e.status === 404)) throw e;
  }
}

/** PUT /core-programs: the whole list in the user's order (entries without an id are created). */
export async function savePrograms(client: QueryClient, programs: ProgramInput[]): Promise<CoreProgram[]> {
  const body: JsonBody<'/core-programs', 'put'> = { corePrograms: programs };
  const saved = await api.put<Answer<'/core-programs', 'put'>>('/core-programs', body);
  client.setQueryData(programKeys.list, saved.corePrograms);
  await refreshPlanAfter(client, 'programs');
  return saved.corePrograms;
}

/**
 * DELETE /core-programs/{id}: the program with its expenses, answers and page progress. A program
 * someone else deleted already (404) is gone all the same.
 */
export async function deleteProgram(client: QueryClient, id: string): Promise<void> {
  await goneIsDone(api.delete<Answer<'/core-programs/{id}', 'delete'>>(`/core-programs/${encodeURIComponent(id)}`));
  client.setQueryData<CoreProgram[]>(programKeys.list, (list) => list?.filter((p) => p.id !== id));
  await refreshPlanAfter(client, 'programs');
}
