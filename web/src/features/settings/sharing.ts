/** What a sponsored organization shares with its funder (GET /sharing; issue 18 §4). */
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/api/client';
import { settingsApi, sharingKeys, type Sharing } from './api';

/** The organization's sharing with its funder, or null when it holds no seat (404). */
export function useSharing() {
  return useQuery({
    queryKey: sharingKeys.sharing,
    queryFn: async (): Promise<Sharing | null> => {
      try {
        return await settingsApi.sharing();
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}
