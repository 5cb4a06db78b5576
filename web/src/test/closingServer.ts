/**
 * A small in-memory API for the closing pages of modules 11 and 12 (contract "API" and "Documents
 * API"), stubbed in as `fetch`: the module 11 and 12 questions (./closingCatalogue), the
 * organization's versioned answers, the success stories with their rules, the talking points, the
 * prospects and the gift pyramid computed from them by the one rule (lib/pyramid), the download
 * counter, and document jobs that finish on the second poll. Every call is recorded; `fail` makes
 * a call answer an error; `hold` keeps a call waiting until released.
 */
import { type Call, type Failure, documentJobs, fakeApi, type FakeJob } from './fakeApi';
export { ALLIANCE_TALKING_POINTS, pyramidFor } from './closingFixtures';
import type { AnswerView } from '../lib/resources/answers';
import type { PitchTraining } from '../lib/resources/pitch';
import { asProspectRatio, type Prospects } from '../lib/resources/prospects';
import type { SuccessStories } from '../lib/resources/stories';
import { countWords } from '../lib/words';
import { CLOSING_QUESTIONS } from './closingCatalogue';
import { ALLIANCE_PITCH, LEVEL_KEYS, pyramidFor } from './closingFixtures';
import { owner } from './utils';

export interface ClosingServer {
  calls: Call[];
  /** The organization's answers by question id. */
  answers: Map<number, AnswerView>;
  stories: SuccessStories;
  prospects: Prospects;
  /** The rounded three-year goal in whole dollars. */
  goal: number;
  pitch: PitchTraining;
  /** Pyramid exports counted. */
  downloads: number;
  /** Document jobs by id; each is done on its second poll. */
  jobs: Map<string, FakeJob>;
  fail: (route: string, failure: Failure) => void;
  hold: (route: string) => () => void;
  putAnswer: (questionId: number, text: string) => AnswerView;
  /** The bodies sent to "METHOD /path". */
  sent: (route: string) => Record<string, unknown>[];
}

const byKey = new Map(CLOSING_QUESTIONS.map((q) => [q.question_name, q]));
const byId = new Map(CLOSING_QUESTIONS.map((q) => [q.id, q]));

export function closingServer(init: { goal?: number; organizationId?: string | null } = {}) {
  let seq = 0;
  let jobs: ReturnType<typeof documentJobs>;
  const api = fakeApi((method, path, query, body) => handle(method, path, query, body));
  const server: ClosingServer = {
    calls: api.calls,
    answers: new Map(),
    stories: { stories: [], version: 0 },
    prospects: { prospectRatio: 3, prospectNames: {}, version: 0 },
    goal: init.goal ?? 3_500_000,
    pitch: structuredClone(ALLIANCE_PITCH),
    downloads: 0,
    jobs: new Map(),
    fail: api.fail,
    hold: api.hold,
    putAnswer: (questionId, text) => store(questionId, text),
    sent: (route) => server.calls.filter((c) => `${c.method} ${c.path}` === route).map((c) => c.body as Record<string, unknown>),
  };
  jobs = documentJobs(server.jobs, (kind) => (kind === 'gift_pyramid' ? 'Gift Pyramid.xlsx' : 'Riverbend Literacy Alliance Talking Points.pdf'));

  function store(questionId: number, text: string): AnswerView {
    const previous = server.answers.get(questionId);
    const saved: AnswerView = {
      question_id: questionId,
      category_id: byId.get(questionId)?.category_id ?? 0,
      answer: text,
      version: (previous?.version ?? 0) + 1,
      updated_at: '2026-11-23T10:00:00Z',
      updated_by: 'u1',
    };
    server.answers.set(questionId, saved);
    return saved;
  }

  function saveStories(body: { stories: { id?: string | null; order: number; user_story: string }[]; version?: number }): [number, unknown] {
    const list = [...body.stories].sort((a, b) => a.order - b.order);
    if ((body.version ?? 0) !== server.stories.version) return [409, { error: 'Your success stories were changed by someone else. Reload to see the latest version.' }];
    if (list.length === 0) return [422, { error: 'Please Add At Least One Success Story!' }];
    if (list.length > 3) return [422, { error: 'You can share at most 3 success stories.' }];
    if (list.some((s) => s.user_story.trim() === '')) return [422, { error: 'Please Add Your Success Story!' }];
    if (list.some((s) => countWords(s.user_story) > 263)) return [422, { error: 'Please keep your story under 263 words' }];
    if (list.some((s) => s.id && !server.stories.stories.some((x) => x.id === s.id))) return [404, { error: 'Success story not found.' }];
    server.stories = {
      stories: list.map((s, i) => ({ id: s.id ?? `story-${++seq}`, user_story: s.user_story, order: i + 1 })),
      version: server.stories.version + 1,
    };
    return [200, server.stories];
  }

  function saveProspects(body: { prospectRatio: unknown; prospectNames: Record<string, string[]>; version?: number }): [number, unknown] {
    if (body.prospectRatio !== 3 && body.prospectRatio !== 4 && body.prospectRatio !== 5) {
      return [422, { error: 'Please choose a prospect ratio of 5:1, 4:1 or 3:1.' }];
    }
    if ((body.version ?? 0) !== server.prospects.version) return [409, { error: 'The prospect names were changed by someone else. Reload to see the latest version.' }];
    if (Object.keys(body.prospectNames).some((k) => !LEVEL_KEYS.includes(k))) {
      return [422, { error: 'Prospect names can only be given for the gift levels $5,000,000, $1,000,000, $500,000, $250,000, $100,000 and $25,000.' }];
    }
    const names = Object.fromEntries(Object.entries(body.prospectNames).map(([k, v]) => [k, v.map((n) => n.trim())]));
    server.prospects = { prospectRatio: body.prospectRatio, prospectNames: names, version: server.prospects.version + 1 };
    return [200, server.prospects];
  }

  function pyramidAnswer(): [number, unknown] {
    const pyramid = pyramidFor(server.goal, asProspectRatio(server.prospects.prospectRatio), server.prospects.prospectNames);
    return [200, { data: { levels: JSON.stringify(pyramid.rows), pyramid } }];
  }

  async function handle(method: string, path: string, query: URLSearchParams, body: unknown): Promise<[number, unknown]> {
    const route = `${method} ${path}`;
    if (route === 'GET /me') return [200, { data: owner({ organization_id: init.organizationId === null ? (null as unknown as string) : (init.organizationId ?? 'o1') }) }];

    const q = /^\/questions\/(.+)$/.exec(path);
    if (method === 'GET' && q) {
      const question = byKey.get(decodeURIComponent(q[1]));
      return question ? [200, { question, questions: [question] }] : [404, { error: 'Question not found.' }];
    }
    if (route === 'GET /answers') {
      const ids = query.getAll('question_id').map(Number);
      const found = ids.flatMap((id) => server.answers.get(id) ?? []);
      return [200, { answer: found[0] ?? null, answers: found }];
    }
    if (route === 'POST /answers') {
      const b = body as { question_id: number; category_id: number; answer: string; version?: number | null };
      const question = byId.get(b.question_id);
      if (!question) return [404, { error: 'Question not found.' }];
      if (question.question_type === 'list') {
        let items: unknown;
        try {
          items = b.answer.trim() === '' ? [] : JSON.parse(b.answer);
        } catch {
          items = null;
        }
        if (!Array.isArray(items) || items.some((i) => typeof i !== 'string')) return [422, { error: 'The answer must be a JSON list of texts.' }];
      } else if (question.word_limit && countWords(b.answer) > question.word_limit) {
        return [422, { error: `You cannot enter more than ${question.word_limit} words!` }];
      }
      const stored = server.answers.get(b.question_id);
      if ((stored?.version ?? 0) !== (b.version ?? 0)) return [409, { error: 'This answer was changed by someone else. Reload to see the latest version.' }];
      return [200, { status: true, data: { answer: store(b.question_id, b.answer) } }];
    }

    if (route === 'GET /success-stories') return [200, server.stories];
    if (route === 'POST /success-stories') return saveStories(body as Parameters<typeof saveStories>[0]);
    const story = /^\/success-stories\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && story) {
      const id = decodeURIComponent(story[1]);
      if (!server.stories.stories.some((s) => s.id === id)) return [404, { error: 'Success story not found.' }];
      const rest = server.stories.stories.filter((s) => s.id !== id).map((s, i) => ({ ...s, order: i + 1 }));
      server.stories = { stories: rest, version: server.stories.version + 1 };
      return [200, server.stories];
    }

    if (route === 'GET /pitch-training') return [200, server.pitch];

    if (route === 'GET /prospects') return [200, server.prospects];
    if (route === 'POST /prospects') return saveProspects(body as Parameters<typeof saveProspects>[0]);
    if (route === 'GET /gift-pyramid') return pyramidAnswer();
    if (route === 'PATCH /gift_pyramid/increment_download_flag') {
      server.downloads += 1;
      return [200, { status: 'success', downloads: server.downloads }];
    }

    const jobAnswer = jobs(method, path, body);
    if (jobAnswer) return jobAnswer;
    return [404, { error: 'Not found' }];
  }

  return server;
}
