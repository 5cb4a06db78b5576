/**
 * The completion certificate of module 15 (GET /certificate; contract "API"; DECISIONS
 * "Certificate"): complete once every module that is not skipped is complete; until then the
 * pages that are left, with their paths.
 *
 * Typed by hand, as the contract names the schemas, until the server's OpenAPI types arrive.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useSession } from '../session';

/** Schemas['Certificate'] */
export interface Certificate {
  organization_name: string;
  logo_url: string | null;
  completed: boolean;
  /** "November 23, 2026" */
  completed_on: string | null;
  /** Whole dollars. */
  total_fundraising_goal_3y: number;
  team: { name: string; role: string }[];
  remaining: { path: string; name: string }[];
}

export const certificateKeys = {
  certificate: ['certificate'] as const,
};

export function getCertificate(): Promise<Certificate> {
  return api.get<Certificate>('/certificate');
}

export function useCertificate() {
  const session = useSession();
  return useQuery({
    queryKey: certificateKeys.certificate,
    queryFn: getCertificate,
    enabled: !!session,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
