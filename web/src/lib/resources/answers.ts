/**
 * Answers to the plan's questions (docs/api.md Planning): of the organization (`/answers`), of a
 * core program (`/answers/core_program/{id}`), of a new project (`/answers/project/{id}`), and
 * one question across every program or project (the "by question" views).
 *
 * Every answer carries its `version`; a save sends the version it was edited from and a stale
 * one is refused with 409 (ANSWER_CONFLICT), so two people never overwrite each other silently.
 * Pages read answers fresh each time they open (nothing is kept once no page shows them), so an
 * edit always starts from the newest version.
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Answer, type JsonBody, type Schemas } from '../api/client';
import { useSession } from '../session';

export type AnswerView = Schemas['AnswerView'];
export type AnswerBody = JsonBody<'/answers', 'post'>;

/** Whose answers: the organization's, a core program's or a new project's. */
export type AnswerOwner = { kind: 'organization' } | { kind: 'program'; id: string } | { kind: 'project'; id: string };

/** One program's (or project's) answer to the question of a "by question" view. */
export interface OwnedAnswer {
  ownerId: string;
  answer: AnswerView | null;
}

const ownerKey = (owner: AnswerOwner) => (owner.kind === 'organization' ? ['organization'] : [owner.kind, owner.id]);

export const answerKeys = {
  of: (owner: AnswerOwner, questionIds: readonly number[]) => ['answers', ...ownerKey(owner), ...questionIds] as const,
  across: (kind: 'programs' | 'projects', questionId: number) => ['answers-across', kind, questionId] as const,
};

function pathOf(owner: AnswerOwner): string {
  switch (owner.kind) {
    case 'organization':
      return '/answers';
    case 'program':
      return `/answers/core_program/${encodeURIComponent(owner.id)}`;
    case 'project':
      return `/answers/project/${encodeURIComponent(owner.id)}`;
  }
}

/** The owner's answers to these questions (those that exist), in the order asked. */
export async function getAnswers(owner: AnswerOwner, questionIds: readonly number[]): Promise<AnswerView[]> {
  const answer = await api.get<Answer<'/answers', 'get'>>(pathOf(owner), { query: { question_id: questionIds } });
  return answer.answers;
}

/** The owner's answer to one question, or null when there is none yet. */
export async function getAnswer(owner: AnswerOwner, questionId: number): Promise<AnswerView | null> {
  const answers = await getAnswers(owner, [questionId]);
  return answers.find((a) => a.question_id === questionId) ?? null;
}

/** Saves one answer; resolves to the answer as stored (with its new version). */
export async function saveAnswer(owner: AnswerOwner, body: AnswerBody): Promise<AnswerView> {
  const saved = await api.post<Answer<'/answers', 'post'>>(pathOf(owner), body);
  return saved.data.answer;
}

/** Every core program (or new project), in list order, with its answer to one question. */
export async function getAnswersAcross(kind: 'programs' | 'projects', questionId: number): Promise<OwnedAnswer[]> {
  if (kind === 'programs') {
    const answer = await api.get<Answer<'/answers/core_programs', 'get'>>('/answers/core_programs', {
      query: { question_id: questionId },
    });
    return answer.answers.map((a) => ({ ownerId: a.program_id, answer: a.answer ?? null }));
  }
  const answer = await api.get<Answer<'/answers/projects', 'get'>>('/answers/projects', {
    query: { question_id: questionId },
  });
  return answer.answers.map((a) => ({ ownerId: a.project_id, answer: a.answer ?? null }));
}

/** Read fresh on every visit: never served from an earlier visit, never refetched under the user's typing. */
const FRESH = { staleTime: 0, gcTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

/** The owner's answers to these questions (disabled until the questions are known). */
export function useAnswers(owner: AnswerOwner | null, questionIds: readonly number[]) {
  const session = useSession();
  return useQuery({
    queryKey: answerKeys.of(owner ?? { kind: 'organization' }, questionIds),
    queryFn: () => getAnswers(owner!, questionIds),
    enabled: !!session && owner !== null && questionIds.length > 0,
    ...FRESH,
  });
}

/** Every program's (or project's) answer to one question. */
export function useAnswersAcross(kind: 'programs' | 'projects', questionId: number | undefined) {
  const session = useSession();
  return useQuery({
    queryKey: answerKeys.across(kind, questionId ?? 0),
    queryFn: () => getAnswersAcross(kind, questionId!),
    enabled: !!session && questionId !== undefined,
    ...FRESH,
  });
}
