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
import { api } from '../api/client';
import { useSession } from '../session';

// Hand-written from the contract while the API is written: replace with Schemas[...] once docs/openapi.json has them.

/** The page kinds of the layout, in document order (fundplan_domain::case_layout::PageKind). */
export type CasePageKind =
  | 'cover'
  | 'contents'
  | 'director_letter'
  | 'our_story'
  | 'vision_mission'
  | 'programs'
  | 'programs_continued'
  | 'call_for_more'
  | 'three_year_goal'
  | 'funding_priorities'
  | 'further_priorities'
  | 'success_stories'
  | 'success_stories_continued'
  | 'join_us'
  | 'contact';

/** One page of the layout: what it holds, by reference into the document's content. */
export interface CasePage {
  /** 1-based, as printed in the footer and on the contents page. */
  number: number;
  kind: CasePageKind;
  title: string;
  /** Image orders (1–23) in reading order. */
  images: number[];
  /** Slot keys of the editable texts, in reading order. */
  slots: string[];
  /** Indices into `projects` (0-based). */
  projects: number[];
  /** Indices into `success_stories` (0-based). */
  stories: number[];
  /** The programs pages: the summary's words this page shows, 1-based inclusive; null elsewhere. */
  summary_words: [number, number] | null;
}

export interface CaseContentsEntry {
  title: string;
  page: number;
}

export interface CaseLayout {
  pages: CasePage[];
  contents: CaseContentsEntry[];
}

/** One editable text: what the document shows, the plan's text, and the editor's limit. */
export interface SlotText {
  key: string;
  text: string;
  plan_text: string;
  overridden: boolean;
  limit: number;
  words: number;
}

export interface CaseOrganization {
  name: string;
  director_name: string;
  address: string;
  phone: string;
  website: string;
  background_color: string;
  headings_color: string;
  body_color: string;
  font_family: string;
}

export interface CaseProject {
  id: string;
  project_name: string;
  /** The project's three-year cost, dollars. */
  project_cost: number;
  /** `project:<id>`. */
  slot: string;
}

export interface CaseStory {
  id: string;
  /** `story:<id>`. */
  slot: string;
}

export interface CaseWay {
  label: string;
  icon: string;
  sub_options: string[];
}

/** A row of the three-year goal table; dollars. */
export interface CaseGoalRow {
  label: string;
  years: [number, number, number];
  total: number;
}

export interface CaseGoal {
  rows: CaseGoalRow[];
  total: CaseGoalRow;
  /** The three-year goal rounded up to the next $500,000. */
  rounded_goal: number;
  annual_goal_year_1: number;
}

/** A slice of the Year-1 expense or revenue pie; dollars. */
export interface CaseSlice {
  key: string;
  label: string;
  amount: number;
}

/** A stored image; `url` is a short-lived link (1 hour). */
export interface CaseImage {
  id: string;
  order: number;
  url: string;
  width: number;
  height: number;
  content_type: string;
}

export interface CaseStatementData {
  organization: CaseOrganization;
  texts: Record<string, SlotText>;
  core_programs: string[];
  projects: CaseProject[];
  success_stories: CaseStory[];
  ways_to_give: CaseWay[];
  goal: CaseGoal;
  expenses: CaseSlice[];
  revenues: CaseSlice[];
  layout: CaseLayout;
  attachments: CaseImage[];
  version: number;
  // The spec's flat names, as the shown texts.
  director_letter: string;
  our_story: string;
  vision: string;
  mission: string;
  case_statement_summary: string;
  call_for_more: string;
  case_statement_join_us_message: string;
  organization_name: string;
}

export interface CaseStatement {
  data: CaseStatementData;
}

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
