/**
 * The talking points (contract "API": `GET /pitch-training`): the plan's figures and the twelve
 * numbered points built from them on the server (the screen and the PDF say the same words).
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Answer, type Schemas } from '../api/client';
import { useSession } from '../session';

/** A ways-to-give option with its state. */
export type WayToGive = Schemas['WayToGive'];
export type TalkingPoint = Schemas['TalkingPoint'];
/** The pitch after the points: the ask, one story, one figure, five objections. */
export type PitchScript = Schemas['PitchScriptView'];
/** Money in whole dollars. */
export type PitchTraining = Schemas['PitchTraining'];

export const pitchKeys = { all: ['pitch-training'] as const };

export function getPitchTraining(): Promise<PitchTraining> {
  return api.get<Answer<'/pitch-training', 'get'>>('/pitch-training');
}

/** Read fresh on each visit: the points follow the plan. */
export function usePitchTraining() {
  const session = useSession();
  return useQuery({
    queryKey: pitchKeys.all,
    queryFn: getPitchTraining,
    enabled: !!session,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}
