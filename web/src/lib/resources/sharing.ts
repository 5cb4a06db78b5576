/**
 * What a sponsored organization shares with its cohort's funder (GET /sharing, issue 18 §4): the
 * settings' Sharing section and the documents' "Share with …" both read it. 404 when the
 * organization holds no seat: the hook then answers null.
 */
import { useQuery } from '@tanstack/react-query';
import { api, isApiError, type Answer } from '../api/client';
import { useSession } from '../session';

export type Sharing = Answer<'/sharing', 'get'>;
export type SharedDocument = Sharing['documents'][number];

export const sharingKeys = {
  sharing: ['sharing'] as const,
};

/** What the organization shares with its cohort's funder; 404 when it holds no seat. */
export function getSharing(): Promise<Sharing> {
  return api.get<Sharing>('/sharing');
}

/** Shares a finished document job with the funder (owner only): a copy is taken now; the whole sharing answered. */
export function shareDocument(jobId: string): Promise<Sharing> {
  return api.post<Sharing>('/sharing/documents', { job_id: jobId });
}

/** Stops sharing a document (owner only): the funder's copy is deleted; the whole sharing answered. */
export function stopSharingDocument(doc: string): Promise<Sharing> {
  return api.delete<Sharing>(`/sharing/documents/${encodeURIComponent(doc)}`);
}

/** The name a shared document goes by: its kind, and a policy document's policy after a dot. */
export const documentName = (kind: string, identity?: string): string => (identity ? `${kind}.${identity}` : kind);

/** The organization's sharing with its funder, or null when it holds no seat (404). */
export function useSharing(enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: sharingKeys.sharing,
    queryFn: async (): Promise<Sharing | null> => {
      try {
        return await getSharing();
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: enabled && !!session,
  });
}
