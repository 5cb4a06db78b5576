/**
 * The case for support document (issue 9 contract "API"; spec file 3 §2 "Case-for-support document
 * screen", §7 "Case document"): `GET /case-statements` answers the document's content resolved
 * from the plan and its overrides (texts by slot key, projects, stories, ways to give, the goal
 * table, the chart slices, the page layout) with the stored images; `PUT` / `DELETE
 * /case-statements/overrides/{slot}` store or drop a text's override (the plan's answers never
 * change); `POST /case-statements/upload` stores an image for an order (1–23) or replaces a stored
 * one by id; `DELETE /case-statements/remove-image` removes one. Money is in whole US dollars.
 * The colours and font are the organization's, saved with `POST /organizations` (./organization).
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '../api/client';
import { useSession } from '../session';

export type CasePageKind = Schemas['CasePageKind'];
/** One page of the layout (fundplan_domain::case_layout::Page): what it holds, by reference into the content. */
export type CasePage = Schemas['CasePage'];
export type CaseContentsEntry = Schemas['CaseContentsEntry'];
export type CaseLayout = Schemas['CaseLayout'];
/** One editable text: what the document shows, the plan's text, and the editor's limit. */
export type SlotText = Schemas['SlotText'];
export type CaseOrganization = Schemas['CaseOrganization'];
export type CaseProject = Schemas['CaseProject'];
export type CaseStory = Schemas['CaseStory'];
export type CaseWay = Schemas['CaseWay'];
/** A row of the three-year goal table; dollars. */
export type CaseGoalRow = Schemas['CaseGoalRow'];
export type CaseGoal = Schemas['CaseGoal'];
/** A slice of the Year-1 expense or revenue pie; dollars. */
export type CaseSlice = Schemas['CaseSlice'];
/** A stored image; `url` is a short-lived link (1 hour). */
export type CaseImage = Schemas['CaseImage'];
export type CaseStatementData = Schemas['CaseStatementData'];
export type CaseStatement = Schemas['CaseStatement'];

/** The document kinds of the pipeline that make this document (`POST /documents {kind}`). */
export const CASE_DOCUMENT_KINDS = { pdf: 'case_statement', word: 'case_statement_docx' } as const;

export const caseKeys = {
  statement: ['case-statements'] as const,
};

const slotPath = (slot: string) => `/case-statements/overrides/${encodeURIComponent(slot)}`;

export function getCaseStatement(): Promise<CaseStatement> {
  return api.get<CaseStatement>('/case-statements');
}

/** Stores `text` as the document's text of `slot` (422 over the limit or blank). */
export function saveOverride(slot: string, text: string): Promise<SlotText> {
  return api.put<SlotText>(slotPath(slot), { text });
}

/** Drops the override: the slot shows the plan's text again. */
export function resetOverride(slot: string): Promise<SlotText> {
  return api.delete<SlotText>(slotPath(slot));
}

export interface CaseUpload {
  order: number;
  image: Blob;
  /** The file name sent with the part (the server reads the content, not the name). */
  fileName: string;
  /** Replace this stored image (crop or replace) instead of adding one. */
  id?: string;
}

/** Stores an image for its order (201), or replaces the stored image `id` (200). */
export function uploadCaseImage({ order, image, fileName, id }: CaseUpload): Promise<CaseImage> {
  const form = new FormData();
  form.set('order', String(order));
  form.set('image', image, fileName);
  // The spec's call always sends page_no "1"; the server ignores it.
  form.set('page_no', '1');
  if (id) form.set('id', id);
  return api.post<CaseImage>('/case-statements/upload', form);
}

/** Removes a stored image: its order shows the default image again. */
export function removeCaseImage(id: string): Promise<void> {
  return api.delete<void>('/case-statements/remove-image', { id });
}

/**
 * The document as the server resolves it. Read fresh on each visit (the plan may have changed
 * elsewhere); the links of stored images last an hour, so it is read again after 50 minutes.
 */
export function useCaseStatement() {
  const session = useSession();
  return useQuery({
    queryKey: caseKeys.statement,
    queryFn: getCaseStatement,
    enabled: !!session,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchInterval: 50 * 60 * 1000,
  });
}
