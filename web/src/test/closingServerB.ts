/**
 * A small in-memory API for the tests of modules 13–15 and the Fundraising Resources page
 * (contract "API"), stubbed in as `fetch`: GET /me, the stewardship chart (default rows until
 * saved, versions, the contract's refusals), the policy selection with its download counter, the
 * collateral statuses, the certificate and the documents API (a job is done at once). Every call
 * is recorded; `fail` makes a call answer an error; `hold` keeps a call waiting until released.
 * The figures are the sample organization's (Riverbend Literacy Alliance).
 */
import { type Call, type Failure, fakeApi } from './fakeApi';
import { COLLATERAL_CARDS, POLICIES } from '../generated/closing';
import { standardChart, variousLabel } from '../lib/giftChart';
import { formatUsd } from '../lib/format';
import { SERVER_MESSAGES as S } from '../generated/messages';
import type { Certificate } from '../lib/resources/certificate';
import type { Stewardship, StewardshipBenefit } from '../lib/resources/stewardships';
import { owner } from './utils';

/**
 * The columns the server answers for the Alliance: the levels of its standard $3,500,000 gift
 * chart at a 20 % lead share ($500,000 … $25,000), then the base row.
 */
const ALLIANCE_CHART = standardChart(350_000_000, 20);
const BASE = variousLabel(ALLIANCE_CHART.rows);
export const ALLIANCE_COLUMNS = [
  ...ALLIANCE_CHART.rows.map((r) => ({ key: String(r.amount_cents / 100), label: formatUsd(r.amount_cents / 100) })),
  { key: BASE, label: BASE },
];
const LEVELS = ALLIANCE_COLUMNS.map((c) => c.key);
const levels = (...on: string[]) => Object.fromEntries(LEVELS.map((k) => [k, on.includes(k)])) as StewardshipBenefit['prospect'];

/** The Alliance's default chart (what a plan never saved answers). */
export const DEFAULT_BENEFITS: StewardshipBenefit[] = [
  { benefit_name: 'Name listed in the annual report', prospect: levels(...LEVELS) },
  { benefit_name: 'Personal thank-you call from the Executive Director', prospect: levels('500000', '250000', '100000', '50000', '25000') },
  { benefit_name: 'Invitation to the annual Literacy Celebration', prospect: levels('500000', '250000', '100000') },
  { benefit_name: 'Naming of a classroom, the van or the lab', prospect: levels('500000', '250000') },
];

export const ALLIANCE_CERTIFICATE: Certificate = {
  organization_name: 'Riverbend Literacy Alliance',
  logo_url: 'https://files.example.org/riverbend-logo.png',
  completed: true,
  completed_on: 'November 23, 2026',
  total_fundraising_goal_3y: 3_500_000,
  team: [
    { name: 'Dana Whitfield', role: 'Executive Director' },
    { name: 'Margaret Hale', role: 'Board Chair' },
  ],
  remaining: [],
};

export interface ClosingServer {
  calls: Call[];
  /** The stored chart; null = never saved (GET answers the default rows). */
  stewardships: Stewardship[] | null;
  stewardshipVersion: number;
  policies: Record<string, boolean>;
  collateral: Record<string, { completed: boolean }>;
  certificate: Certificate;
  fail: (route: string, failure: Failure) => void;
  hold: (route: string) => () => void;
  /** The bodies sent with "METHOD /path". */
  bodies: (route: string) => unknown[];
}

export function closingServerB(
  init: {
    stewardships?: StewardshipBenefit[] | null;
    policies?: Record<string, boolean>;
    collateral?: Record<string, boolean>;
    certificate?: Partial<Certificate>;
    firstName?: string;
  } = {},
) {
  let seq = 0;
  const newId = () => `01JSTEWARD${String(++seq).padStart(16, '0')}`;
  const api = fakeApi((method, path, _query, body) => handle(method, path, body));
  const server: ClosingServer = {
    calls: api.calls,
    stewardships: init.stewardships ? init.stewardships.map((benefit) => ({ id: newId(), benefit })) : null,
    stewardshipVersion: init.stewardships ? 1 : 0,
    policies: Object.fromEntries(POLICIES.map((p) => [p.identity, init.policies?.[p.identity] ?? false])),
    collateral: Object.fromEntries(
      COLLATERAL_CARDS.map((c) => [c.title, { completed: init.collateral?.[c.title] ?? c.identity !== null }]),
    ),
    certificate: { ...ALLIANCE_CERTIFICATE, ...init.certificate },
    fail: api.fail,
    hold: api.hold,
    bodies: (route) => server.calls.filter((c) => `${c.method} ${c.path}` === route).map((c) => c.body),
  };

  const chart = () => ({
    totalFundraisingGoal: 3_500_000,
    prospectRatio: 4,
    prospectNames: {
      '250000': ['Harlan Family Foundation', 'Mill Street Bank', 'Eleanor Voss', ''],
      '100000': ['Riverbend Community Trust', 'Okafor & Lee LLP'],
    },
    columns: ALLIANCE_COLUMNS,
    stewardships: server.stewardships ?? DEFAULT_BENEFITS.map((benefit) => ({ id: null, benefit })),
    version: server.stewardshipVersion,
  });

  const grouped = () => {
    const group = (g: string) => Object.fromEntries(POLICIES.filter((p) => p.group === g).map((p) => [p.identity, server.policies[p.identity]]));
    return { foundational: group('foundational'), development: group('development'), other: group('other'), version: 1 };
  };

  const jobs = new Map<string, { kind: string; identity: string | null }>();
  let downloads = 0;

  async function handle(method: string, path: string, body: unknown): Promise<[number, unknown]> {
    if (method === 'GET' && path === '/me') return [200, { data: owner({ first_name: init.firstName ?? 'Dana' }) }];

    if (path === '/stewardships' && method === 'GET') return [200, chart()];
    if (path === '/stewardships' && method === 'POST') {
      const b = body as { stewardships: { id?: string | null; benefit: StewardshipBenefit }[]; version?: number };
      if (b.version !== undefined && b.version !== server.stewardshipVersion)
        return [409, { error: S.STEWARDSHIP_CHANGED }];
      if (b.stewardships.length > 50) return [422, { error: S.BENEFITS_MAX }];
      if (b.stewardships.some((s) => s.benefit.benefit_name.trim() === ''))
        return [422, { error: S.BENEFIT_NAME_REQUIRED }];
      if (b.stewardships.some((s) => s.benefit.benefit_name.length > 200))
        return [422, { error: S.BENEFIT_NAME_TOO_LONG }];
      const known = new Set((server.stewardships ?? []).map((s) => s.id));
      if (b.stewardships.some((s) => s.id && !known.has(s.id))) return [404, { error: S.BENEFIT_NOT_FOUND }];
      server.stewardships = b.stewardships.map((s) => ({ id: s.id ?? newId(), benefit: s.benefit }));
      server.stewardshipVersion += 1;
      return [200, chart()];
    }
    const del = /^\/stewardships\/([^/]+)$/.exec(path);
    if (del && method === 'DELETE') {
      const id = decodeURIComponent(del[1]);
      if (!server.stewardships?.some((s) => s.id === id)) return [404, { error: S.BENEFIT_NOT_FOUND }];
      server.stewardships = server.stewardships.filter((s) => s.id !== id);
      server.stewardshipVersion += 1;
      return [200, chart()];
    }

    if (path === '/policies-and-procedures' && method === 'GET') return [200, grouped()];
    if (path === '/policies-and-procedures' && method === 'POST') {
      const flat = body as Record<string, unknown>;
      for (const [identity, value] of Object.entries(flat)) {
        if (!(identity in server.policies) || typeof value !== 'boolean')
          return [422, { error: S.POLICY_UNKNOWN.replace('{identity}', identity) }];
      }
      Object.assign(server.policies, flat);
      return [200, { ...grouped(), status: 'success' }];
    }
    if (method === 'PATCH' && (path === '/policies_and_procedures/increment_download_flag' || path === '/gift_pyramid/increment_download_flag'))
      return [200, { status: 'success', downloads: ++downloads }];

    if (method === 'GET' && path === '/fundraising-collateral-status') return [200, { fundraising_collateral_status: server.collateral }];
    if (method === 'GET' && path === '/certificate') return [200, server.certificate];

    if (method === 'POST' && path === '/documents') {
      const b = body as { kind: string; identity?: string };
      if (b.kind === 'policies_manual' && !POLICIES.some((p) => p.group === 'foundational' && server.policies[p.identity]))
        return [422, { error: S.DOCUMENT_NO_POLICIES }];
      const id = `01JJOB${String(jobs.size + 1).padStart(20, '0')}`;
      jobs.set(id, { kind: b.kind, identity: b.identity ?? null });
      return [202, job(id)];
    }
    const doc = /^\/documents\/([^/]+)$/.exec(path);
    if (doc && method === 'GET') return jobs.has(doc[1]) ? [200, job(doc[1])] : [404, { error: 'Not found' }];
    return [404, { error: 'Not found' }];
  }

  const job = (id: string) => {
    const j = jobs.get(id)!;
    return {
      id,
      kind: j.kind,
      identity: j.identity,
      state: 'done',
      progress: 100,
      file_name: `Riverbend Literacy Alliance ${j.kind}.pdf`,
      download_url: `https://files.example.org/${id}`,
      error: null,
      created_at: '2026-11-23T18:00:00Z',
    };
  };

  return server;
}
