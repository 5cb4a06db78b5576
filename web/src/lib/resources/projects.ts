/**
 * New projects (GET, POST, DELETE /projects; docs/api.md Planning), kept like the core programs
 * (lib/resources/programs.ts): refreshed when older than 5 minutes, and a saved or shortened list
 * reloads the plan's navigation so the project pages follow.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, type Answer, type JsonBody, type Schemas } from '../api/client';
import { useSession } from '../session';
import { goneIsDone, PLAN_LIST_STALE_MS, refreshPlanAfter } from './programs';

export type Project = Schemas['ProjectView'];
export type ProjectInput = Schemas['ProjectInput'];

export const projectKeys = {
  list: ['projects'] as const,
};

export async function getProjects(): Promise<Project[]> {
  const answer = await api.get<Answer<'/projects', 'get'>>('/projects');
  return answer.projects;
}

/** The organization's new projects, in priority order. */
export function useProjects() {
  const session = useSession();
  return useQuery({ queryKey: projectKeys.list, queryFn: getProjects, enabled: !!session, staleTime: PLAN_LIST_STALE_MS });
}

/** POST /projects: the whole list in priority order (entries without an id are created). */
export async function saveProjects(client: QueryClient, projects: ProjectInput[]): Promise<Project[]> {
  const body: JsonBody<'/projects', 'post'> = { projects };
  const saved = await api.post<Answer<'/projects', 'post'>>('/projects', body);
  client.setQueryData(projectKeys.list, saved.projects);
  await refreshPlanAfter(client, 'projects');
  return saved.projects;
}

/** DELETE /projects/{id}: the project with its expenses, answers and page progress (404: gone already). */
export async function deleteProject(client: QueryClient, id: string): Promise<void> {
  await goneIsDone(api.delete<Answer<'/projects/{id}', 'delete'>>(`/projects/${encodeURIComponent(id)}`));
  client.setQueryData<Project[]>(projectKeys.list, (list) => list?.filter((p) => p.id !== id));
  await refreshPlanAfter(client, 'projects');
}
