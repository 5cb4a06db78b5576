/**
 * A small in-memory API for the closing pages of modules 11 and 12 (contract "API" and "Documents
 * API"), stubbed in as `fetch`: the module 11 and 12 questions (./closingCatalogue), the
 * organization's versioned answers, the success stories with their rules, the talking points, the
 * prospects, the gift chart (standard, or as saved by `PUT /gift-chart`) and the pyramid computed
 * from them by the one rule (lib/giftChart.ts), the download
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
import { GIFT_CHART_LIMITS } from '../generated/closing';
import * as S from '../generated/messages';
import { ALLIANCE_PITCH, pyramidFor, STANDARD_CHART, type ChartState } from './closingFixtures';
import { owner } from './utils';

export interface ClosingServer {
  calls: Call[];
  /** The organization's answers by question id. */
  answers: Map<number, AnswerView>;
  stories: SuccessStories;
  prospects: Prospects;
  /** The gift chart kept with the plan: standard at a lead share of 20% until saved. */
  chart: ChartState;
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
    chart: { ...STANDARD_CHART },
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
    // Names are kept by gift level in whole dollars, also for levels the chart no longer has.
    if (Object.keys(body.prospectNames).some((k) => !/^[1-9]\d*$/.test(k))) {
      return [422, { error: 'Prospect names can only be given for gift levels in whole dollars.' }];
    }
    const names = Object.fromEntries(Object.entries(body.prospectNames).map(([k, v]) => [k, v.map((n) => n.trim())]));
    server.prospects = { prospectRatio: body.prospectRatio, prospectNames: names, version: server.prospects.version + 1 };
    return [200, server.prospects];
  }

  function pyramidAnswer(): [number, unknown] {
    const pyramid = pyramidFor(server.goal, asProspectRatio(server.prospects.prospectRatio), server.prospects.prospectNames, server.chart);
    return [200, { data: { levels: JSON.stringify(pyramid.rows), pyramid } }];
  }

  /** `PUT /gift-chart`, with the server's bounds and messages (shared/domain gift_chart::edit). */
  function saveChart(body: { leadShare: unknown; levels?: { amount: unknown; gifts: unknown }[] | null; various?: unknown; version?: number }): [number, unknown] {
    const L = GIFT_CHART_LIMITS;
    const whole = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
    const refuse = (field: string, message: string): [number, unknown] => [422, { message, errors: { [field]: [message] } }];
    if (!whole(body.leadShare, L.leadShareMin, L.leadShareMax)) return refuse('leadShare', S.GIFT_CHART_LEAD_SHARE);
    if ((body.version ?? 0) !== server.chart.version) return [409, { message: S.GIFT_CHART_CHANGED }];
    const leadShare = body.leadShare as number;
    if (body.levels === null || body.levels === undefined) {
      server.chart = { leadShare, levels: null, various: 0, version: server.chart.version + 1 };
      return pyramidAnswer();
    }
    if (body.levels.length > L.maxLevels) return refuse('levels', S.GIFT_CHART_LEVELS_MAX);
    if (body.levels.some((l) => !whole(l.amount, 1, L.maxAmountDollars))) return refuse('levels', S.GIFT_CHART_AMOUNT);
    if (body.levels.some((l) => !whole(l.gifts, 1, L.maxGiftsPerLevel))) return refuse('levels', S.GIFT_CHART_GIFTS);
    const levels = body.levels.map((l) => ({ amount: l.amount as number, gifts: l.gifts as number })).sort((a, b) => b.amount - a.amount);
    if (levels.some((l, i) => i > 0 && levels[i - 1].amount === l.amount)) return refuse('levels', S.GIFT_CHART_SAME_AMOUNT);
    if (body.various !== undefined && body.various !== null && !whole(body.various, 0, L.maxAmountDollars)) return refuse('various', S.GIFT_CHART_VARIOUS);
    const sum = levels.reduce((s, l) => s + l.amount * l.gifts, 0);
    const various = typeof body.various === 'number' ? body.various : Math.max(server.goal - sum, 0);
    server.chart = { leadShare, levels, various, version: server.chart.version + 1 };
    return pyramidAnswer();
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
    if (route === 'PUT /gift-chart') return saveChart(body as Parameters<typeof saveChart>[0]);
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
