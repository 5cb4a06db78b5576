/**
 * The gift pyramid as the server computes it from the plan (contract "API": `/gift-pyramid`;
 * DECISIONS "Gift pyramid"): the rounded three-year goal, the ratio, the rows (levels with at
 * least one gift, then "Various (<$25k)"), the Grand Total row and the feasibility checks. Money
 * in whole dollars; the allocation is a percent with one decimal. After an Excel export the
 * download counter goes up (`PATCH /gift_pyramid/increment_download_flag`), wherever the file was
 * downloaded from (the pyramid page or the Fundraising Resources page).
 */
import { useQuery } from '@tanstack/react-query';
import { api, request, type Answer, type Schemas } from '../api/client';
import { useSession } from '../session';

/** A row: `giftAmount` is a level in dollars, "Various (<$25k)" or "Grand Total"; the counts a number, "Many" or "-". */
export type GiftPyramidRow = Schemas['GiftPyramidRow'];
export type FeasibilityCheck = Schemas['FeasibilityCheck'];
export type GiftPyramid = Schemas['GiftPyramid'];
export type GiftPyramidResponse = Schemas['GiftPyramidResponse'];
export type DownloadCounted = Schemas['DownloadCounted'];

export const pyramidKeys = { all: ['gift-pyramid'] as const };

export function getGiftPyramid(): Promise<GiftPyramidResponse> {
  return api.get<Answer<'/gift-pyramid', 'get'>>('/gift-pyramid');
}

/** Counts an Excel export of the pyramid. */
export function countPyramidDownload(): Promise<DownloadCounted> {
  return request<Answer<'/gift_pyramid/increment_download_flag', 'patch'>>('/gift_pyramid/increment_download_flag', {
    method: 'PATCH',
    body: {},
  });
}

/** Read fresh on each visit: the pyramid follows the plan. */
export function useGiftPyramid() {
  const session = useSession();
  return useQuery({
    queryKey: pyramidKeys.all,
    queryFn: getGiftPyramid,
    enabled: !!session,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}
