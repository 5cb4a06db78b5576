/**
 * The completion certificate of module 15 (GET /certificate; contract "API"; DECISIONS
 * "Certificate"): complete once every module that is not skipped is complete; until then the
 * pages that are left, with their paths.
 *
 * The team's members are typed here: the OpenAPI document names the closing function's
 * `TeamMember {name, role}` like the team function's, and the generated type is the team's.
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '../api/client';
import { useSession } from '../session';

/** A member as the certificate names them: "First Last", and their position (else Owner or Team Member). */
export interface CertificateMember {
  name: string;
  role: string;
}

export type Certificate = Omit<Schemas['Certificate'], 'team'> & { team: CertificateMember[] };

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
