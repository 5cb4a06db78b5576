/**
 * The completion certificate of module 15 (GET /certificate; contract "API"; DECISIONS
 * "Certificate"): complete once every module that is not skipped is complete; until then the
 * pages that are left, with their paths.
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Answer, type Schemas } from '../api/client';
import { useSession } from '../session';

/** A member as the certificate names them: "First Last", and their position (else Owner or Team Member). */
export type CertificateMember = Schemas['CertificateTeamMember'];

export type Certificate = Schemas['Certificate'];

export const certificateKeys = {
  certificate: ['certificate'] as const,
};

export function getCertificate(): Promise<Certificate> {
  return api.get<Answer<'/certificate', 'get'>>('/certificate');
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
