/**
 * The gift pyramid as the server computes it from the plan (contract "API": `/gift-pyramid`;
 * DECISIONS "Gift pyramid", "Gift range chart"): the rounded three-year goal, the ratio, the rows
 * (the gift chart's levels, then "Various (<$X)"), the Grand Total row and the five checks; the
 * chart saved with the plan and its version, which `PUT /gift-chart` edits or resets. Money
 * in whole dollars; the allocation is a percent with one decimal. After an Excel export the
 * download counter goes up (`PATCH /gift_pyramid/increment_download_flag`), wherever the file was
 * downloaded from (the pyramid page or the Fundraising Resources page).
 */
import { useQuery } from '@tanstack/react-query';
import { api, request, type Answer, type Schemas } from '../api/client';
import { useSession } from '../session';

/** A row: `giftAmount` is a level in dollars, "Various (<$X)" or "Grand Total"; the counts a number, "Many" or "-". */
export type GiftPyramidRow = Schemas['GiftPyramidRow'];
export type DownloadCounted = Schemas['DownloadCounted'];

/** One level of the saved gift chart, in whole dollars. */
export type GiftChartLevel = Schemas['GiftChartLevel'];
/** The saved chart (top down) the editor starts from; `various` is the "Various (<$X)" row's dollars. */
export type GiftChart = Schemas['GiftChartView'];
/** One of the five checks; `detail` is the sentence lib/giftChart.ts `chartChecks` gives as `message`. */
export type FeasibilityCheck = Schemas['FeasibilityCheck'];
/** The pyramid with its chart: `leadShare`, `standard`, `chart` and `chartVersion` (0 while never saved). */
export type GiftPyramid = Schemas['GiftPyramid'];
export type GiftPyramidResponse = Schemas['GiftPyramidResponse'];
/**
 * `PUT /gift-chart`: `levels` null or absent resets to the standard chart at `leadShare`; given,
 * an edited chart (the server sorts it largest first; `various` absent means goal − the levels,
 * at least 0). A stale `version` is refused with 409, a bound with 422 field errors.
 */
export type SaveGiftChart = Schemas['SaveGiftChart'];

export const pyramidKeys = { all: ['gift-pyramid'] as const };

export function getGiftPyramid(): Promise<GiftPyramidResponse> {
  return api.get<Answer<'/gift-pyramid', 'get'>>('/gift-pyramid');
}

/** Saves the gift chart (edited, or reset to the standard one); answers the pyramid as GET does. */
export function saveGiftChart(body: SaveGiftChart): Promise<GiftPyramidResponse> {
  return api.put<Answer<'/gift-chart', 'put'>>('/gift-chart', body);
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
