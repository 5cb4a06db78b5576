/**
 * The stewardship chart (GET, POST, DELETE /stewardships; contract "API"): the donor benefit rows
 * with a check per gift level, plus the plan's rounded three-year goal, prospect ratio and
 * prospect names for the screen to show beside it. A plan never saved answers the default rows
 * with `id: null`. Each save and delete answers the whole chart with its new `version`.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, type Answer, type JsonBody, type Schemas } from '../api/client';
import { useSession } from '../session';

export type Stewardships = Schemas['Stewardships'];
export type Stewardship = Schemas['Stewardship'];
export type StewardshipBenefit = Schemas['BenefitView'];
export type SaveStewardships = JsonBody<'/stewardships', 'post'>;

export const stewardshipKeys = {
  chart: ['stewardships'] as const,
};

export function getStewardships(): Promise<Stewardships> {
  return api.get<Answer<'/stewardships', 'get'>>('/stewardships');
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
  const saved = await api.post<Answer<'/stewardships', 'post'>>('/stewardships', body);
  client.setQueryData(stewardshipKeys.chart, saved);
  return saved;
}

/** DELETE /stewardships/{id}: answers the chart without the row, with the new version. */
export async function deleteStewardship(client: QueryClient, id: string): Promise<Stewardships> {
  const saved = await api.delete<Answer<'/stewardships/{id}', 'delete'>>(`/stewardships/${encodeURIComponent(id)}`);
  client.setQueryData(stewardshipKeys.chart, saved);
  return saved;
}
