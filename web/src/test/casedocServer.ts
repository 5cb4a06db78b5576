/**
 * A small in-memory API for the case for support document screen (issue 9 contract "API"),
 * stubbed in as `fetch`: `GET /case-statements` resolved from the sample organization's plan texts
 * and the document's overrides, with the page layout of the shared vectors
 * (shared/vectors/case_layout.json) when they hold the case, else the port of the server's rule
 * (./caseLayout); the overrides (`PUT` / `DELETE /case-statements/overrides/{slot}` with the word
 * limits and messages of the contract); image uploads, replacements and removals with the
 * product's checks (PNG or JPEG, 1 MB); `POST /organizations` for the colours and font;
 * `POST /steps-nav-status`; and document jobs that finish on the second poll. Every call is
 * recorded; `fail` makes a call answer an error; `hold` keeps a call waiting until released.
 */
import { type Call, type Failure, documentJobs, fakeApi, type FakeJob } from './fakeApi';
import type { CaseImage, CaseOrganization, CaseStatementData, SlotText } from '../lib/resources/casedoc';
import { countWords } from '../lib/words';
import { caseLayout, layoutVectors, SUMMARY_THRESHOLD, type Counts } from './caseLayout';
import { navFixture } from './navFixture';
import { owner } from './utils';

export interface CaseProjectState {
  id: string;
  project_name: string;
  /** Dollars. */
  project_cost: number;
  rationale: string;
}

export interface CaseDocServer {
  calls: Call[];
  organization: CaseOrganization;
  /** The plan's texts by fixed slot key. */
  plan: Record<string, string>;
  overrides: Map<string, string>;
  projects: CaseProjectState[];
  stories: { id: string; text: string }[];
  images: CaseImage[];
  jobs: Map<string, FakeJob>;
  fail: (route: string, failure: Failure) => void;
  hold: (route: string) => () => void;
  /** The bodies sent to "METHOD /path" (FormData as an object of its entries). */
  sent: (route: string) => Record<string, unknown>[];
}

/** The sample organization (common brief): Riverbend Literacy Alliance. */
export const ALLIANCE: CaseOrganization = {
  name: 'Riverbend Literacy Alliance',
  director_name: 'Dana Whitfield',
  address: '412 Mill Street, Riverbend',
  phone: '(202) 456-1111',
  website: 'www.riverbendliteracy.org',
  background_color: '#f4ede2',
  headings_color: '#8c2104',
  body_color: '#301d17',
  font_family: 'Montserrat',
};

export const PLAN_TEXTS: Record<string, string> = {
  director_letter:
    'Dear friend,\n\nWhen Margaret Hale opened a single tutoring table at the Mill Street library in 2009, she believed that no adult in Riverbend County should have to hide that they cannot read. Today about 140 trained volunteers tutor 600 adult learners and welcome 300 families a year. Every one of them came to us with courage. We ask you to meet that courage with your own.\n\nWith gratitude,',
  our_story:
    'Riverbend Literacy Alliance began in 2009, when retired teacher Margaret Hale started tutoring three adults at the Mill Street library. Word spread: by 2012 we had our own classroom, and by 2017 a staff of five. Today nine staff and about 140 volunteer tutors serve adults who read below a sixth-grade level, families who want reading to be part of home life, and workers learning English on the job.',
  vision:
    'A Riverbend County where every adult can read, write and speak with confidence, and every child grows up in a home where reading is part of daily life.',
  mission:
    'Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and speak English with confidence, through free tutoring, family reading nights and English classes at work.',
  summary:
    'Our three core programs reach about 900 people a year.\n\nAdult Basic Literacy offers free one-to-one and small-group tutoring for adults who read below a sixth-grade level. Family Reading Nights bring parents and children together at six schools and two library branches, with books to take home. Workplace English holds classes at four employers and two community sites.',
  call_for_more:
    'One in five adults in Riverbend County reads below a sixth-grade level. Our waiting list has never been longer. A mobile classroom and a digital skills lab would let us reach rural townships and teach the skills every job now asks for.',
  join_us:
    'Join the neighbours, employers and foundations who make reading possible in Riverbend County. Your gift trains a tutor, fills a book bag and opens a door.',
};

const STORIES = [
  { id: 's-rosa', text: 'When Rosa first came to our Mill Street center, she was fifty-two and reading at a second-grade level. Today she reads to her grandson every night.' },
  { id: 's-walter', text: 'Walter spent forty years hiding that he could not read a bus schedule. This spring he passed his driving theory test.' },
  { id: 's-maria', text: 'Maria now reads bedtime stories to her twins every night.' },
];

const PROJECTS: CaseProjectState[] = [
  {
    id: 'p-van',
    project_name: 'Mobile Learning Van',
    project_cost: 285_000,
    rationale: 'A fitted van takes tutoring to three rural townships where adults have no way to reach our center.',
  },
  {
    id: 'p-lab',
    project_name: 'Digital Skills Lab',
    project_cost: 240_000,
    rationale: 'A 16-seat computer lab at Mill Street teaches the digital and online-safety skills every job now asks for.',
  },
  // Beyond the sample organization's two projects, for the fullest document (five projects).
  { id: 'p-books', project_name: 'Home Library Bags', project_cost: 150_000, rationale: 'Every family at Reading Nights takes home a bag of ten books to keep.' },
  { id: 'p-tutors', project_name: 'Tutor Training Academy', project_cost: 180_000, rationale: 'A certified course trains forty new volunteer tutors a year.' },
  { id: 'p-radio', project_name: 'Reading on the Air', project_cost: 160_000, rationale: 'A weekly radio hour brings reading practice to homes across the county.' },
];

const LIMITS: Record<string, number> = {
  director_letter: 255,
  our_story: 294,
  vision: 70,
  mission: 70,
  summary: 625,
  call_for_more: 285,
  join_us: 138,
};
const limitOf = (slot: string) => LIMITS[slot] ?? (slot.startsWith('story:') ? 263 : 85);

/** The page list for the counts: the shared vectors' case when they hold it, else the port. */
function layoutFor(c: Counts) {
  const vector = layoutVectors()?.find((v) => v.projects === c.projects && v.stories === c.stories && v.summary_words === c.summary_words);
  return vector ? { pages: vector.pages, contents: vector.contents } : caseLayout(c);
}

export function casedocServer(init: { projects?: number; stories?: number } = {}) {
  let seq = 0;
  let jobs: ReturnType<typeof documentJobs>;
  const api = fakeApi((method, path, _query, body) => handle(method, path, body));
  const server: CaseDocServer = {
    calls: api.calls,
    organization: { ...ALLIANCE },
    plan: { ...PLAN_TEXTS },
    overrides: new Map(),
    projects: PROJECTS.slice(0, init.projects ?? 1).map((p) => ({ ...p })),
    stories: STORIES.slice(0, init.stories ?? 1).map((s) => ({ ...s })),
    images: [],
    jobs: new Map(),
    fail: api.fail,
    hold: api.hold,
    sent: api.sent,
  };
  jobs = documentJobs(server.jobs, (kind) => `Riverbend Literacy Alliance case statement.${kind === 'case_statement_docx' ? 'docx' : 'pdf'}`);

  const planText = (slot: string): string | null => {
    if (slot in server.plan) return server.plan[slot];
    if (slot.startsWith('story:')) return server.stories.find((s) => `story:${s.id}` === slot)?.text ?? null;
    if (slot.startsWith('project:')) return server.projects.find((p) => `project:${p.id}` === slot)?.rationale ?? null;
    return null;
  };

  const slotText = (slot: string): SlotText | null => {
    const plan = planText(slot);
    if (plan === null) return null;
    const override = server.overrides.get(slot);
    const text = (override ?? plan).trim();
    return { key: slot, text, plan_text: plan.trim(), overridden: override !== undefined, limit: limitOf(slot), words: countWords(text) };
  };

  function document(): CaseStatementData {
    const slots = [
      ...Object.keys(server.plan),
      ...server.stories.map((s) => `story:${s.id}`),
      ...server.projects.map((p) => `project:${p.id}`),
    ];
    const texts = Object.fromEntries(slots.map((s) => [s, slotText(s)!]));
    const shown = (slot: string) => texts[slot]?.text ?? '';
    const years = (y1: number, y2: number, y3: number) => ({ years: [y1, y2, y3] as [number, number, number], total: y1 + y2 + y3 });
    const rows = [
      { label: 'Annual operations', ...years(851_000, 885_000, 920_000) },
      ...server.projects.map((p) => ({ label: p.project_name, ...years(p.project_cost - 100_000, 50_000, 50_000) })),
    ];
    const sum = (i: number) => rows.reduce((t, r) => t + r.years[i], 0);
    return {
      organization: { ...server.organization },
      texts,
      core_programs: ['Adult Basic Literacy', 'Family Reading Nights', 'Workplace English'],
      projects: server.projects.map((p) => ({ id: p.id, project_name: p.project_name, project_cost: p.project_cost, slot: `project:${p.id}` })),
      success_stories: server.stories.map((s) => ({ id: s.id, slot: `story:${s.id}`, user_story: s.text })),
      ways_to_give: [
        { label: 'Cash', icon: 'cash', sub_options: [] },
        { label: 'Securities (Stock Transfers)', icon: 'securities', sub_options: [] },
        { label: 'Planned Gifts', icon: 'planned-gifts', sub_options: ['Bequests'] },
      ],
      goal: {
        rows,
        total: { label: 'Total', ...years(sum(0), sum(1), sum(2)) },
        rounded_goal: 3_500_000,
        annual_goal_year_1: 851_000,
      },
      totals: { annual_fundraising_goal: 851_000 },
      expenses: [
        { key: 'personnel_and_benefits', label: 'Personnel and Benefits', amount: 226_000 },
        { key: 'finance_fees', label: 'Finance Fees', amount: 16_500 },
        { key: 'legal_fees', label: 'Legal Fees', amount: 2_500 },
        { key: 'printing_and_publications', label: 'Printing and Publications', amount: 5_000 },
        { key: 'travel_conferences_and_meetings', label: 'Travel, Conferences, and Meetings', amount: 4_000 },
        { key: 'marketing_and_communications', label: 'Marketing and Communications', amount: 8_500 },
        { key: 'programs', label: 'Programs', amount: 836_500 },
        { key: 'other_expenses', label: 'Other Expenses', amount: 39_000 },
        { key: 'in_kind_goods_and_services', label: 'In-Kind Goods & Services', amount: 0 },
      ],
      revenues: [
        { key: 'philanthropic_contributions', label: 'Philanthropic Contributions', amount: 665_000 },
        { key: 'earned_revenue', label: 'Earned Revenue', amount: 102_000 },
        { key: 'investment_income', label: 'Investment Income', amount: 18_000 },
        { key: 'government_appropriations', label: 'Government Appropriations', amount: 95_000 },
        { key: 'in_kind_goods_and_services', label: 'In-Kind Goods/Services', amount: 72_000 },
      ],
      layout: layoutFor({ projects: server.projects.length, stories: server.stories.length, summary_words: countWords(shown('summary')) }),
      attachments: server.images.map((i) => ({ ...i })),
      version: server.overrides.size + server.images.length,
      director_letter: shown('director_letter'),
      our_story: shown('our_story'),
      vision: shown('vision'),
      mission: shown('mission'),
      case_statement_summary: shown('summary'),
      call_for_more: shown('call_for_more'),
      case_statement_join_us_message: shown('join_us'),
      organization_name: server.organization.name,
    };
  }

  async function upload(form: FormData, replaceStatus: number): Promise<[number, unknown]> {
    const order = Number(form.get('order'));
    const image = form.get('image');
    const id = form.get('id');
    if (!Number.isInteger(order) || order < 1 || order > 23) return [422, { error: 'The image order must be between 1 and 23.' }];
    if (!(image instanceof Blob) || image.size === 0) return [422, { error: 'The uploaded file is empty' }];
    if (image.size > 1_048_576) return [413, { error: 'File size should be less than 1MB' }];
    if (image.type !== 'image/png' && image.type !== 'image/jpeg') return [415, { error: 'Please upload a PNG or JPEG image' }];
    const ext = image.type === 'image/png' ? 'png' : 'jpg';
    if (typeof id === 'string' && id !== '') {
      const stored = server.images.find((i) => i.id === id);
      if (!stored) return [404, { error: 'Image not found.' }];
      Object.assign(stored, { order, url: `https://files.example/case-images/${id}-${++seq}.${ext}`, content_type: image.type });
      return [replaceStatus, { ...stored }];
    }
    const made: CaseImage = { id: `img-${++seq}`, order, url: `https://files.example/case-images/img-${seq}.${ext}`, width: 1600, height: 1200, content_type: image.type };
    server.images = [...server.images.filter((i) => i.order !== order), made];
    return [201, made];
  }

  async function handle(method: string, path: string, body: unknown): Promise<[number, unknown]> {
    const route = `${method} ${path}`;
    if (route === 'GET /me') return [200, { data: owner() }];
    if (route === 'GET /case-statements') return [200, { data: document() }];
    const slot = /^\/case-statements\/overrides\/(.+)$/.exec(path);
    if (slot) {
      const key = decodeURIComponent(slot[1]);
      if (!slotText(key)) return [404, { error: 'Not found' }];
      if (method === 'PUT') {
        const text = String((body as { text?: unknown } | undefined)?.text ?? '');
        if (text.trim() === '') return [422, { error: 'Answer is required!' }];
        if (countWords(text) > limitOf(key)) return [422, { error: `You cannot enter more than ${limitOf(key)} words!` }];
        server.overrides.set(key, text);
        return [200, slotText(key)];
      }
      if (method === 'DELETE') {
        server.overrides.delete(key);
        return [200, slotText(key)];
      }
    }
    if (route === 'POST /case-statements/upload') return upload(body as FormData, 200);
    if (route === 'DELETE /case-statements/remove-image') {
      const id = (body as { id?: string } | undefined)?.id;
      if (!server.images.some((i) => i.id === id)) return [404, { error: 'Image not found.' }];
      server.images = server.images.filter((i) => i.id !== id);
      return [204, undefined];
    }
    if (route === 'POST /organizations') {
      const form = body as FormData;
      const org = server.organization;
      const text = (k: string) => {
        const v = form.get(k);
        return typeof v === 'string' ? v : null;
      };
      org.background_color = (text('background_color') ?? org.background_color).toLowerCase();
      org.headings_color = (text('headings_color') ?? org.headings_color).toLowerCase();
      org.body_color = (text('body_color') ?? org.body_color).toLowerCase();
      org.font_family = text('font_family') ?? org.font_family;
      const view = {
        id: 'o1',
        name: org.name,
        address: org.address,
        phone: '+12024561111',
        website: org.website,
        director_name: org.director_name,
        year: '2009',
        background_color: org.background_color.toUpperCase(),
        headings_color: org.headings_color.toUpperCase(),
        body_color: org.body_color.toUpperCase(),
        font_family: org.font_family,
        logo_url: null,
        total_fundraising_goal_3y: 3_500_000,
      };
      return [200, { status: true, message: 'Organization information has been updated successfully', data: view }];
    }
    if (route === 'GET /steps-nav-status' || route === 'POST /steps-nav-status') return [200, navFixture()];
    const jobAnswer = jobs(method, path, body);
    if (jobAnswer) return jobAnswer;
    return [404, { error: 'Not found' }];
  }

  return server;
}

/** A summary of `n` words (numbered, so a page's part can be told apart). */
export function summaryOf(n: number): string {
  return Array.from({ length: n }, (_, i) => `word${i + 1}`).join(' ');
}

export { SUMMARY_THRESHOLD };
