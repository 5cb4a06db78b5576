/**
 * The plan's activity (issue 19 §2, docs/api.md): who changed which section and when, newest
 * first, 50 a page (GET /activity?cursor=).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, type Answer, type Schemas } from '../api/client';
import { useSession } from '../session';

export type ActivityEntry = Schemas['ActivityView'];
export type ActivityPage = Schemas['ActivityPage'];

export const activityKeys = {
  all: ['activity'] as const,
};

export function getActivity(cursor: string | null): Promise<ActivityPage> {
  return api.get<Answer<'/activity', 'get'>>('/activity', { query: { cursor } });
}

/** The activity, a page at a time (`fetchNextPage` for older entries). */
export function useActivity() {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: activityKeys.all,
    queryFn: ({ pageParam }) => getActivity(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? null,
    enabled: !!session,
    staleTime: 10_000,
  });
}
