/**
 * Generated documents (contract "Documents API"): `POST /documents` queues a job for one kind of
 * document (and, for a single policy or form, its identity) and answers at once with the job;
 * `GET /documents/{id}` tells its state (queued, running, done or failed), its progress (0–100)
 * and, once done, a link to the file that expires after 5 minutes. Another organization's job, or
 * an unknown id, is 404.
 */
import { api, type Answer, type Schemas } from '../api/client';
import type { DocumentKind } from '../../generated/closing';

export type { DocumentKind };

/** A generation job as the server answers it. */
export type DocumentJob = Schemas['DocumentJob'];

/** The body of `POST /documents`, with the kinds the pipeline makes (`policy_document` needs an identity). */
export type DocumentRequest = Omit<Schemas['DocumentRequest'], 'kind'> & { kind: DocumentKind };

export const documentKeys = {
  job: (id: string) => ['documents', id] as const,
};

/** Queues a document; resolves to the new job (202). */
export function createDocument(body: DocumentRequest): Promise<DocumentJob> {
  return api.post<DocumentJob>('/documents', body);
}

/** The job's state now. */
export function getDocument(id: string): Promise<DocumentJob> {
  return api.get<Answer<'/documents/{id}', 'get'>>(`/documents/${encodeURIComponent(id)}`);
}
