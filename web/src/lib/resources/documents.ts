/**
 * Generated documents (contract "Documents API"): `POST /documents` queues a job for one kind of
 * document (and, for a single policy or form, its identity) and answers at once with the job;
 * `GET /documents/{id}` tells its state, its progress and, once done, a short-lived link to the
 * file. Another organization's job, or an unknown id, is 404.
 */
import { api } from '../api/client';

/** The kinds of document the pipeline makes. `policy_document` needs an identity. */
export type DocumentKind =
  | 'stewardship_structure'
  | 'talking_points'
  | 'fundraising_goals'
  | 'gift_pyramid'
  | 'policies_manual'
  | 'policy_document'
  | 'certificate';

export type DocumentJobState = 'queued' | 'running' | 'done' | 'failed';

/** A generation job as the server answers it (OpenAPI `DocumentJob`). */
export interface DocumentJob {
  id: string;
  kind: DocumentKind;
  identity: string | null;
  state: DocumentJobState;
  /** 0 to 100. */
  progress: number;
  file_name: string;
  /** The file's link once the job is done; it expires after 5 minutes. */
  download_url: string | null;
  /** Why the job failed, in words for the user. */
  error: string | null;
  created_at: string;
}

/** The body of `POST /documents` (OpenAPI `DocumentRequest`). */
export interface DocumentRequest {
  kind: DocumentKind;
  identity?: string;
}

export const documentKeys = {
  job: (id: string) => ['documents', id] as const,
};

/** Queues a document; resolves to the new job (202). */
export function createDocument(body: DocumentRequest): Promise<DocumentJob> {
  return api.post<DocumentJob>('/documents', body);
}

/** The job's state now. */
export function getDocument(id: string): Promise<DocumentJob> {
  return api.get<DocumentJob>(`/documents/${encodeURIComponent(id)}`);
}
