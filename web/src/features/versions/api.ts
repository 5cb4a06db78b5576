/** Versions of the plan (issue 19 §1): save one, list them, compare one with now or another. */
import { useQuery } from '@tanstack/react-query';
import { api, type Answer, type JsonBody, type Schemas } from '../../lib/api/client';

export type Version = Schemas['VersionView'];
export type Comparison = Schemas['ComparisonView'];
export type NewVersion = JsonBody<'/versions', 'post'>;

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
