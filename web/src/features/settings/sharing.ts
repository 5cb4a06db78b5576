/** What a sponsored organization shares with its funder (GET /sharing; issue 18 §4). */
import { useQuery } from '@tanstack/react-query';
import { api, isApiError, type Answer } from '../../lib/api/client';

export type Sharing = Answer<'/sharing', 'get'>;

export const sharingKey = ['sharing'] as const;

/** The organization's sharing with its funder, or null when it holds no seat (404). */
export function useSharing() {
  return useQuery({
    queryKey: sharingKey,
    queryFn: async (): Promise<Sharing | null> => {
      try {
        return await api.get<Sharing>('/sharing');
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}
