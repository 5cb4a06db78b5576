/**
 * A small in-memory planning API for the planning pages' tests (docs/api.md Planning), stubbed in
 * as `fetch`: questions from the catalogue part in ./questionCatalogue, versioned answers of the
 * organization, programs and projects (a stale version gets 409 with the server's message), the
 * core programs and new projects with their list rules, and GET /me. Every call is recorded;
 * `fail` makes a call answer an error; `delay` holds a call until released.
 */
import { type Call, type Failure, fakeApi } from './fakeApi';
import { SERVER_MESSAGES as S } from '../generated/messages';
import type { AnswerView } from '../lib/resources/answers';
import { slugify } from '../lib/slug';
import { owner } from './utils';
import { COLLECTIONS, QUESTIONS } from './questionCatalogue';

interface Entry {
  id: string;
  name: string;
  description: string;
}

export interface PlanningServer {
  calls: Call[];
  /** Answers by owner key (`organization`, `program:<id>`, `project:<id>`) and question id. */
  answers: Map<string, Map<number, AnswerView>>;
  programs: Entry[];
  projects: Entry[];
  /** Makes "METHOD /path" (path without query) answer this error, `times` times (default always). */
  fail: (route: string, failure: Failure) => void;
  /** Holds "METHOD /path" until the returned function is called. */
  hold: (route: string) => () => void;
  /** Stores an answer as someone else would (a new version). */
  putAnswer: (ownerKey: string, questionId: number, text: string) => AnswerView;
  /** The POST bodies sent to a path. */
  posts: (path: string) => Record<string, unknown>[];
  organizationId: string | null;
}

const byKey = new Map(QUESTIONS.map((q) => [q.question_name, q]));
const byId = new Map(QUESTIONS.map((q) => [q.id, q]));

export function planningServer(init: { programs?: Omit<Entry, 'id'>[]; projects?: Omit<Entry, 'id'>[]; organizationId?: string | null } = {}) {
  let seq = 0;
  const newId = (kind: string) => `${kind}-${++seq}`;
  const api = fakeApi((method, path, query, body) => handle(method, path, query, body));
  const server: PlanningServer = {
    calls: api.calls,
    answers: new Map(),
    programs: (init.programs ?? []).map((p) => ({ ...p, id: newId('program') })),
    projects: (init.projects ?? []).map((p) => ({ ...p, id: newId('project') })),
    fail: api.fail,
    hold: api.hold,
    putAnswer: (ownerKey, questionId, text) => store(ownerKey, questionId, text),
    posts: (path) => server.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body as Record<string, unknown>),
    organizationId: init.organizationId === undefined ? 'o1' : init.organizationId,
  };

  function store(ownerKey: string, questionId: number, text: string): AnswerView {
    const answers = server.answers.get(ownerKey) ?? new Map<number, AnswerView>();
    server.answers.set(ownerKey, answers);
    const previous = answers.get(questionId);
    const saved: AnswerView = {
      question_id: questionId,
      category_id: byId.get(questionId)?.category_id ?? 0,
      answer: text,
      version: (previous?.version ?? 0) + 1,
      updated_at: '2026-03-04T10:00:00Z',
      updated_by: 'u1',
    };
    answers.set(questionId, saved);
    return saved;
  }

  const ownerOf = (path: string): string | null => {
    if (path === '/answers') return 'organization';
    const m = /^\/answers\/(core_program|project)\/([^/]+)$/.exec(path);
    if (!m) return null;
    const kind = m[1] === 'core_program' ? 'program' : 'project';
    const list = kind === 'program' ? server.programs : server.projects;
    return list.some((e) => e.id === decodeURIComponent(m[2])) ? `${kind}:${decodeURIComponent(m[2])}` : `missing-${kind}`;
  };

  const programView = (p: Entry, i: number) => ({ id: p.id, program_name: p.name, program_description: p.description, position: i + 1 });
  const projectView = (p: Entry, i: number) => ({ id: p.id, project_name: p.name, project_description: p.description, priority: i + 1 });

  function saveList(kind: 'program' | 'project', input: { id?: string | null; name: string; description: string }[]): [number, unknown] {
    const list = kind === 'program' ? server.programs : server.projects;
    const max = kind === 'program' ? 10 : 4;
    const field = kind === 'program' ? 'corePrograms' : 'projects';
    const errors: Record<string, string[]> = {};
    const slugs: string[] = [];
    input.forEach((e, i) => {
      const s = slugify(e.name);
      if (slugs.includes(s)) errors[`${field}[${i}].${kind}_name`] = [kind === 'program' ? S.PROGRAM_NAMES_CLASH : S.PROJECT_NAMES_CLASH];
      slugs.push(s);
    });
    if (Object.keys(errors).length > 0) return [422, { error: Object.values(errors)[0][0], errors }];
    const next: Entry[] = input.map((e) => {
      if (e.id) {
        const found = list.find((x) => x.id === e.id);
        if (!found) throw new Error('unknown id');
        return { ...found, name: e.name.trim(), description: e.description };
      }
      return { id: newId(kind), name: e.name.trim(), description: e.description };
    });
    const kept = list.filter((x) => !next.some((n) => n.id === x.id));
    const all = [...next, ...kept];
    if (all.length > max) return [422, { error: kind === 'program' ? S.PROGRAMS_MAX : S.PROJECTS_MAX }];
    if (kind === 'program') server.programs = all;
    else server.projects = all;
    return [200, kind === 'program' ? { status: true, corePrograms: all.map(programView) } : { status: true, projects: all.map(projectView) }];
  }

  async function handle(method: string, path: string, query: URLSearchParams, body: unknown): Promise<[number, unknown]> {
    if (method === 'GET' && path === '/me') return [200, { data: owner({ organization_id: server.organizationId ?? (null as unknown as string) }) }];

    const q = /^\/questions\/(.+)$/.exec(path);
    if (method === 'GET' && q) {
      const key = decodeURIComponent(q[1]);
      const collection = COLLECTIONS[key];
      if (collection) return [200, { question: null, questions: collection.map((k) => byKey.get(k)!) }];
      const question = byKey.get(key);
      return question ? [200, { question, questions: [question] }] : [404, { error: S.QUESTION_KEY_NOT_FOUND }];
    }

    if (path === '/answers/core_programs' && method === 'GET') {
      const id = Number(query.get('question_id'));
      return [200, { answers: server.programs.map((p) => ({ program_id: p.id, answer: server.answers.get(`program:${p.id}`)?.get(id) ?? null })) }];
    }

    const ownerKey = ownerOf(path);
    if (ownerKey) {
      if (ownerKey.startsWith('missing-')) return [404, { error: ownerKey === 'missing-program' ? S.PROGRAM_NOT_FOUND : S.PROJECT_NOT_FOUND }];
      const answers = server.answers.get(ownerKey) ?? new Map<number, AnswerView>();
      if (method === 'GET') {
        const ids = query.getAll('question_id').map(Number);
        const found = ids.flatMap((id) => answers.get(id) ?? []);
        return [200, { answer: ids.length ? (answers.get(ids[0]) ?? null) : null, answers: found }];
      }
      if (method === 'POST') {
        const b = body as { question_id: number; answer: string; version?: number | null };
        const question = byId.get(b.question_id);
        if (!question) return [404, { error: S.QUESTION_NOT_FOUND }];
        if (question.word_limit && b.answer.trim().split(/\s+/).filter(Boolean).length > question.word_limit) {
          return [422, { error: `You cannot enter more than ${question.word_limit} words!` }];
        }
        const stored = answers.get(b.question_id);
        if ((stored?.version ?? 0) !== (b.version ?? 0)) {
          if (stored && stored.answer === b.answer) return [200, { status: true, data: { answer: stored } }];
          return [409, { error: S.ANSWER_CONFLICT }];
        }
        return [200, { status: true, data: { answer: store(ownerKey, b.question_id, b.answer) } }];
      }
    }

    if (path === '/core-programs') {
      if (method === 'GET') return [200, { corePrograms: server.programs.map(programView) }];
      if (method === 'PUT') {
        const list = (body as { corePrograms: { id?: string; program_name: string; program_description: string }[] }).corePrograms;
        return saveList('program', list.map((e) => ({ id: e.id, name: e.program_name, description: e.program_description })));
      }
    }
    if (path === '/projects') {
      if (method === 'GET') return [200, { projects: server.projects.map(projectView) }];
      if (method === 'POST') {
        const list = (body as { projects: { id?: string; project_name: string; project_description: string }[] }).projects;
        return saveList('project', list.map((e) => ({ id: e.id, name: e.project_name, description: e.project_description })));
      }
    }
    const del = /^\/(core-programs|projects)\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && del) {
      const id = decodeURIComponent(del[2]);
      if (del[1] === 'core-programs') {
        if (!server.programs.some((p) => p.id === id)) return [404, { error: S.PROGRAM_NOT_FOUND }];
        server.programs = server.programs.filter((p) => p.id !== id);
      } else {
        if (!server.projects.some((p) => p.id === id)) return [404, { error: S.PROJECT_NOT_FOUND }];
        server.projects = server.projects.filter((p) => p.id !== id);
      }
      return [200, { status: true }];
    }
    return [404, { error: 'Not found' }];
  }

  return server;
}

/** The sample organization's three core programs (brief "The sample organization"). */
export const ALLIANCE_PROGRAMS = [
  {
    name: 'Adult Basic Literacy',
    description: 'Free one-to-one and small-group tutoring for adults who read below a sixth-grade level; about 320 learners a year.',
  },
  {
    name: 'Family Reading Nights',
    description: 'Weekly evenings at six elementary schools and two library branches where parents and children read together, with books to take home.',
  },
  {
    name: 'Workplace English',
    description: 'English classes for speakers of other languages held at four employers and two community sites; about 280 learners.',
  },
];

/** The sample organization's two new projects. */
export const ALLIANCE_PROJECTS = [
  { name: 'Mobile Learning Van', description: 'A fitted van taking tutoring to three rural townships.' },
  { name: 'Digital Skills Lab', description: 'A 16-seat computer lab at the Mill Street center teaching digital and online-safety skills.' },
];
