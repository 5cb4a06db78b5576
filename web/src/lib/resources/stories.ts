/**
 * Success stories (contract "API": `/success-stories`; spec file 3 §5): at most three, each at
 * most 263 words, in the user's order. POST replaces the whole list (stories without an id are
 * created, stored ones named by id are kept, the rest removed) and names the `version` it was
 * edited from; a stale version is refused with 409.
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Answer, type JsonBody, type Schemas } from '../api/client';
import { useSession } from '../session';

export type SuccessStory = Schemas['SuccessStory'];
export type SuccessStories = Schemas['SuccessStories'];
export type SaveSuccessStories = JsonBody<'/success-stories', 'post'>;

export const storyKeys = { all: ['success-stories'] as const };

export function getStories(): Promise<SuccessStories> {
  return api.get<Answer<'/success-stories', 'get'>>('/success-stories');
}

export function saveStories(body: SaveSuccessStories): Promise<SuccessStories> {
  return api.post<Answer<'/success-stories', 'post'>>('/success-stories', body);
}

export function deleteStory(id: string): Promise<SuccessStories> {
  return api.delete<Answer<'/success-stories/{id}', 'delete'>>(`/success-stories/${encodeURIComponent(id)}`);
}

/** Read fresh on every visit, never refetched under the user's typing. */
export function useStories() {
  const session = useSession();
  return useQuery({
    queryKey: storyKeys.all,
    queryFn: getStories,
    enabled: !!session,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}
