/**
 * Generated documents (contract "Documents API"): `POST /documents` queues a job for one kind of
 * document (and, for a single policy or form, its identity) and answers at once with the job;
 * `GET /documents/{id}` tells its state (queued, running, done or failed), its progress (0–100)
 * and, once done, a link to the file that expires after 5 minutes. Another organization's job, or
 * an unknown id, is 404.
 */
import { api, type Answer, type Schemas } from '../api/client';
import { versionRead } from '../versionView';

/** A document kind of `POST /documents`: the server's catalogue of documents, as its OpenAPI enum. */
export type DocumentKind = Schemas['DocumentRequest']['kind'];

/** A generation job as the server answers it. */
export type DocumentJob = Schemas['DocumentJob'];

/** The body of `POST /documents` (`policy_document` needs an identity). */
export type DocumentRequest = Schemas['DocumentRequest'];

export const documentKeys = {
  job: (id: string) => ['documents', id] as const,
};

/**
 * Queues a document; resolves to the new job (202). While the tab reads a version of the plan,
 * the document is made from that version ("the case as approved"), with the session's own token
 * (a version's token changes nothing, and a job is a change).
 */
export function createDocument(body: DocumentRequest): Promise<DocumentJob> {
  const version = versionRead();
  if (!version) return api.post<DocumentJob>('/documents', body);
  return api.post<DocumentJob>('/documents', { ...body, version_id: version.id }, { session: true });
}

/** The job's state now. */
export function getDocument(id: string): Promise<DocumentJob> {
  return api.get<Answer<'/documents/{id}', 'get'>>(`/documents/${encodeURIComponent(id)}`);
}
