/**
 * The gift pyramid as the server computes it from the plan (contract "API": `/gift-pyramid`;
 * DECISIONS "Gift pyramid"): the rounded three-year goal, the ratio, the rows (levels with at
 * least one gift, then "Various (<$25k)"), the Grand Total row and the feasibility checks. Money
 * in whole dollars; the allocation is a percent with one decimal. After an Excel export the
 * download counter goes up (`PATCH /gift_pyramid/increment_download_flag`).
 */
import { useQuery } from '@tanstack/react-query';
import { api, request } from '../api/client';
import { useSession } from '../session';
import type { ProspectRatio } from './prospects';

export const VARIOUS = 'Various (<$25k)';
export const GRAND_TOTAL = 'Grand Total';

/** OpenAPI `GiftPyramidRow`. */
export interface GiftPyramidRow {
  giftAmount: number | typeof VARIOUS | typeof GRAND_TOTAL;
  numberOfGiftsNeeded: number | 'Many' | '-';
  numberOfProspectsNeeded: number | 'Many' | '-';
  amountByGiftLevel: number;
  cumulativeGiftAmount: number;
  /** Percent of the goal, one decimal (42.9). */
  fundingAllocation: number;
  /** "0", "1", … → name. */
  prospectNames: Record<string, string>;
}

/** OpenAPI `FeasibilityCheck`. */
export interface FeasibilityCheck {
  id: string;
  passed: boolean;
  title: string;
  /** The figures and, when the check fails, what to change. */
  detail: string;
}

/** OpenAPI `GiftPyramid`. */
export interface GiftPyramid {
  goal: number;
  prospectRatio: ProspectRatio;
  rows: GiftPyramidRow[];
  total: GiftPyramidRow;
  feasibility: FeasibilityCheck[];
}

/** OpenAPI `GiftPyramidResponse`. */
export interface GiftPyramidResponse {
  data: {
    /** The rows as JSON text (the spec's shape). */
    levels: string;
    pyramid: GiftPyramid;
  };
}

/** OpenAPI `DownloadCounted`. */
export interface DownloadCounted {
  status: 'success';
  downloads: number;
}

export const pyramidKeys = { all: ['gift-pyramid'] as const };

export function getGiftPyramid(): Promise<GiftPyramidResponse> {
  return api.get<GiftPyramidResponse>('/gift-pyramid');
}

/** Counts an Excel export of the pyramid. */
export function countPyramidDownload(): Promise<DownloadCounted> {
  return request<DownloadCounted>('/gift_pyramid/increment_download_flag', { method: 'PATCH', body: {} });
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
