/**
 * Success stories (contract "API": `/success-stories`; spec file 3 §5): at most three, each at
 * most 263 words, in the user's order. POST replaces the whole list (stories without an id are
 * created, stored ones named by id are kept, the rest removed) and names the `version` it was
 * edited from; a stale version is refused with 409.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useSession } from '../session';

/** OpenAPI `SuccessStory`. */
export interface SuccessStory {
  id: string;
  user_story: string;
  /** 1-based. */
  order: number;
}

/** OpenAPI `SuccessStories`. */
export interface SuccessStories {
  stories: SuccessStory[];
  version: number;
}

/** OpenAPI `SaveSuccessStories`. */
export interface SaveSuccessStories {
  stories: { id?: string | null; order: number; user_story: string }[];
  version?: number;
}

export const storyKeys = { all: ['success-stories'] as const };

export function getStories(): Promise<SuccessStories> {
  return api.get<SuccessStories>('/success-stories');
}

export function saveStories(body: SaveSuccessStories): Promise<SuccessStories> {
  return api.post<SuccessStories>('/success-stories', body);
}

export function deleteStory(id: string): Promise<SuccessStories> {
  return api.delete<SuccessStories>(`/success-stories/${encodeURIComponent(id)}`);
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
