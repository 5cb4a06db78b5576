/**
 * The stewardship chart (GET, POST, DELETE /stewardships; contract "API"): the donor benefit rows
 * with a check per gift level, plus the plan's rounded three-year goal, prospect ratio and
 * prospect names for the screen to show beside it. A plan never saved answers the default rows
 * with `id: null`. Each save and delete answers the whole chart with its new `version`.
 *
 * Typed by hand, as the contract names the schemas, until the server's OpenAPI types arrive.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { useSession } from '../session';

/** A benefit's checks by gift level: "1000000", "500000", "250000", "100000", "25000", "Various (<$25k)". */
export type StewardshipProspect = Record<string, boolean>;

export interface StewardshipBenefit {
  benefit_name: string;
  prospect: StewardshipProspect;
}

/** Schemas['Stewardship'] */
export interface Stewardship {
  id: string | null;
  benefit: StewardshipBenefit;
}

/** Schemas['Stewardships'] */
export interface Stewardships {
  /** The rounded three-year goal, whole dollars. */
  totalFundraisingGoal: number;
  prospectRatio: number;
  /** Prospect names by gift level in whole dollars ("250000"). */
  prospectNames: Record<string, string[]>;
  stewardships: Stewardship[];
  version: number;
}

export interface SaveStewardships {
  stewardships: { id?: string | null; benefit: StewardshipBenefit }[];
  version?: number;
}

export const stewardshipKeys = {
  chart: ['stewardships'] as const,
};

export function getStewardships(): Promise<Stewardships> {
  return api.get<Stewardships>('/stewardships');
}

/** The chart (never cached across visits: a teammate may have changed it). */
export function useStewardships() {
  const session = useSession();
  return useQuery({
    queryKey: stewardshipKeys.chart,
    queryFn: getStewardships,
    enabled: !!session,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** POST /stewardships: replaces the chart, in order; answers it with ids and the new version. */
export async function saveStewardships(client: QueryClient, body: SaveStewardships): Promise<Stewardships> {
  const saved = await api.post<Stewardships>('/stewardships', body);
  client.setQueryData(stewardshipKeys.chart, saved);
  return saved;
}

/** DELETE /stewardships/{id}: answers the chart without the row, with the new version. */
export async function deleteStewardship(client: QueryClient, id: string): Promise<Stewardships> {
  const saved = await api.delete<Stewardships>(`/stewardships/${encodeURIComponent(id)}`);
  client.setQueryData(stewardshipKeys.chart, saved);
  return saved;
}
