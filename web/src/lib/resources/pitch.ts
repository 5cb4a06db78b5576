/**
 * The talking points (contract "API": `GET /pitch-training`): the plan's figures and the twelve
 * numbered points built from them on the server (the screen and the PDF say the same words).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useSession } from '../session';

/** OpenAPI `WayToGive`: a ways-to-give option with its state. */
export interface WayToGive {
  label: string;
  isSelected: boolean;
  icon: string;
  subOption: { label: string; isSelected: boolean }[];
}

/** OpenAPI `TalkingPoint`. */
export interface TalkingPoint {
  number: number;
  title: string;
  text: string;
}

/** OpenAPI `PitchTraining`. Money in whole dollars. */
export interface PitchTraining {
  data: {
    mission: string;
    vision: string;
    organization_budget: number;
    philanthropic_total: number;
    core_programs: { program_name: string }[];
    projects: { project_name: string }[];
    total_fundraising_goal_3y: number;
    recognition_range: string | null;
    ways_to_give: WayToGive[];
    talking_points: TalkingPoint[];
  };
}

export const pitchKeys = { all: ['pitch-training'] as const };

export function getPitchTraining(): Promise<PitchTraining> {
  return api.get<PitchTraining>('/pitch-training');
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
