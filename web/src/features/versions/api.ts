/**
 * Versions of the plan (issue 19 §1): save one, list them, compare one with now or another, and
 * restore the whole plan or a module from one.
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Answer, type JsonBody, type Schemas } from '../../lib/api/client';

export type Version = Schemas['VersionView'];
export type Comparison = Schemas['ComparisonView'];
export type NewVersion = JsonBody<'/versions', 'post'>;
export type RestorableModule = Schemas['RestorableModule'];
export type GiftLevel = Schemas['GiftLevelView'];
export type Restored = Schemas['RestoredView'];

export const versionKeys = {
  all: ['versions'] as const,
  compare: (id: string, withId: string) => ['versions', id, 'compare', withId] as const,
};

export const versionsApi = {
  list: () => api.get<Answer<'/versions', 'get'>>('/versions'),
  save: (body: NewVersion) => api.post<Answer<'/versions', 'post'>>('/versions', body),
  /** What changed from the version `id` to `withId` (another version's id, or `now`). */
  compare: (id: string, withId: string) =>
    api.get<Comparison>(`/versions/${encodeURIComponent(id)}/compare?with=${encodeURIComponent(withId)}`),
  /** A token of this session that reads the version `id` in every screen (two hours at most). */
  open: (id: string) => api.post<Answer<'/versions/{version_id}/open', 'post'>>(`/versions/${encodeURIComponent(id)}/open`),
  /** Restores a module (`section`: its id) or, with none, the whole plan from the version `id`. */
  restore: (id: string, section: string | null) =>
    api.post<Restored>(`/versions/${encodeURIComponent(id)}/restore`, section ? { section } : {}),
};

export function useVersions() {
  return useQuery({ queryKey: versionKeys.all, queryFn: versionsApi.list });
}

/** The comparison, read again whenever it is opened: "now" moves with every edit. */
export function useComparison(id: string | null, withId: string) {
  return useQuery({
    queryKey: versionKeys.compare(id ?? '', withId),
    queryFn: () => versionsApi.compare(id ?? '', withId),
    enabled: id !== null,
    staleTime: 0,
  });
}
