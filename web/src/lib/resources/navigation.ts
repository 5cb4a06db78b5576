/**
 * The plan's navigation state (spec §7, docs/api.md Navigation): GET and POST /steps-nav-status,
 * the skipped modules and the last interaction time. The navigation feature keeps the state in the
 * cache (features/navigation/navState.ts); the team feature reads the assignees map from it.
 */
import { api, type Answer, type JsonBody, type Schemas } from '../api/client';

export type NavStatusResponse = Schemas['NavResponse'];
export type NavStatusRequest = Schemas['NavUpdate'];
export type NavModule = Schemas['ModuleView'];
export type NavSection = Schemas['SectionView'];
export type ModuleProgress = Schemas['ModuleProgressView'];

export const navKeys = {
  status: ['steps-nav-status'] as const,
  skipped: ['skipped-modules'] as const,
};

export function getNavStatus(): Promise<NavStatusResponse> {
  return api.get<Answer<'/steps-nav-status', 'get'>>('/steps-nav-status');
}

export function saveNavStatus(body: JsonBody<'/steps-nav-status', 'post'>): Promise<NavStatusResponse> {
  return api.post<Answer<'/steps-nav-status', 'post'>>('/steps-nav-status', body);
}

export async function getSkippedModules(): Promise<string[]> {
  const answer = await api.get<Answer<'/extensions/skipped_modules', 'get'>>('/extensions/skipped_modules');
  return answer.skipped_routes;
}

export async function saveSkippedModules(skipped_routes: string[]): Promise<string[]> {
  const body: JsonBody<'/extensions/skipped_modules', 'post'> = { skipped_routes };
  const answer = await api.post<Answer<'/extensions/skipped_modules', 'post'>>('/extensions/skipped_modules', body);
  return answer.skipped_routes;
}

export function touchRoute(route_path: string) {
  const body: JsonBody<'/extensions/last-interaction-time', 'post'> = { route_path };
  return api.post<Answer<'/extensions/last-interaction-time', 'post'>>('/extensions/last-interaction-time', body);
}
