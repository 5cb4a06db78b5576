/**
 * The question catalogue (GET /questions/{key}, docs/api.md Planning): a question, or a
 * collection (`budget_justification`, `core_programs_questions`, …) as its questions in order.
 * The catalogue changes only with a release, so each key is kept 24 hours (spec §7: "question
 * requests may be served from a local cache valid for 24 hours"), in memory and in localStorage,
 * so a reload or a second tab does not ask again.
 */
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { api, type Answer, type Schemas } from '../api/client';
import { useSession } from '../session';

export type Question = Schemas['QuestionView'];

/** Spec §7: how long a question is served from the local cache. */
export const QUESTIONS_CACHE_MS = 24 * 60 * 60 * 1000;

const STORAGE_PREFIX = 'fundplan.questions.';

export const questionKeys = {
  byKey: (key: string) => ['questions', key] as const,
};

interface Stored {
  at: number;
  questions: Question[];
}

function readStored(key: string): Stored | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_PREFIX + key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<Stored>;
    if (typeof parsed.at !== 'number' || !Array.isArray(parsed.questions)) return undefined;
    if (Date.now() - parsed.at > QUESTIONS_CACHE_MS || parsed.questions.length === 0) return undefined;
    return { at: parsed.at, questions: parsed.questions };
  } catch {
    return undefined;
  }
}

function store(key: string, questions: Question[]): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify({ at: Date.now(), questions } satisfies Stored));
  } catch {
    // storage full or unavailable: the memory cache still serves
  }
}

/** The questions of `key`: the one question, or the collection's questions in order. */
export async function getQuestions(key: string): Promise<Question[]> {
  const answer = await api.get<Answer<'/questions/{key}', 'get'>>(`/questions/${encodeURIComponent(key)}`);
  const questions = answer.questions.length > 0 ? answer.questions : answer.question ? [answer.question] : [];
  if (questions.length > 0) store(key, questions);
  return questions;
}

export interface QuestionsResult {
  /** Every key's questions, in the order of the keys; undefined until all have arrived. */
  data: Question[] | undefined;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

type KeyResult = UseQueryResult<Question[]>;

/** Every key's answer as one result (a stable function, so TanStack Query keeps the result while nothing changed). */
function combine(results: KeyResult[]): QuestionsResult {
  const error = results.find((r) => r.error)?.error ?? null;
  const complete = results.every((r) => r.data !== undefined);
  return {
    data: complete ? results.flatMap((r) => r.data ?? []) : undefined,
    isLoading: !complete && !error,
    error,
    refetch: () => {
      for (const r of results) if (r.error || r.data === undefined) void r.refetch();
    },
  };
}

/** The questions of several keys (a page's questions), each cached 24 hours. */
export function useQuestions(keys: readonly string[]): QuestionsResult {
  const session = useSession();
  return useQueries({
    queries: keys.map((key) => ({
      queryKey: questionKeys.byKey(key),
      queryFn: () => getQuestions(key),
      enabled: !!session,
      staleTime: QUESTIONS_CACHE_MS,
      gcTime: QUESTIONS_CACHE_MS,
      initialData: () => readStored(key)?.questions,
      initialDataUpdatedAt: () => readStored(key)?.at,
    })),
    combine,
  });
}
