/** The navigation calls of spec §7 (docs/api.md, Navigation). */
import { api } from '../../lib/api/client';
import type {
  LastInteractionResponse,
  NavStatusRequest,
  NavStatusResponse,
  SkippedModules,
  SkippedModulesSaved,
} from '../../lib/api/types';

export const navKeys = {
  status: ['steps-nav-status'] as const,
  skipped: ['skipped-modules'] as const,
};

/** The skipped list at `skipped_routes`, or under `data` (spec §7). */
function skippedOf(answer: unknown): string[] {
  const root = (answer ?? {}) as { skipped_routes?: unknown; data?: { skipped_routes?: unknown } | unknown };
  const list =
    root.skipped_routes ??
    (root.data && typeof root.data === 'object' ? (root.data as { skipped_routes?: unknown }).skipped_routes : root.data);
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

export const navApi = {
  status: () => api.get<NavStatusResponse>('/steps-nav-status'),
  saveStatus: (body: NavStatusRequest) => api.post<NavStatusResponse>('/steps-nav-status', body),
  skipped: async (): Promise<string[]> => skippedOf(await api.get<SkippedModules>('/extensions/skipped_modules')),
  saveSkipped: async (skipped_routes: string[]): Promise<string[]> =>
    skippedOf(await api.post<SkippedModulesSaved>('/extensions/skipped_modules', { skipped_routes })),
  touch: (route_path: string) => api.post<LastInteractionResponse>('/extensions/last-interaction-time', { route_path }),
};
