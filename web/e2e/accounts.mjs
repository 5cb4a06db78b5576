// Accounts for the end-to-end scenarios: a JSON (or multipart) API caller, a paying, onboarded
// owner made through the API (sign-up, the confirmation link in the outbox, login, the local
// checkout, optionally the organization, onboarding), and a session opened in the browser the way
// the SPA keeps it (src/lib/session.ts).
import { readFileSync } from 'node:fs';

const json = async (res, what) => {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
};

/** `call(method, path, body?, token?)` against `${base}/api/v1`; a FormData body goes as multipart. */
export function api(base) {
  return async (method, path, body, token) => {
    const multipart = body instanceof FormData;
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(multipart || body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
    return json(res, `${method} ${path}`);
  };
}

let made = 0;
/**
 * An address no other scenario of this run uses, though scenarios run side by side (E2E_LANES):
 * the tag, the run's clock and a counter of this process.
 */
export const uniqueEmail = (tag) => `${tag}.${Date.now().toString(36)}.${(made += 1)}@example.org`;

/**
 * A paying, onboarded owner. `organization` (name, address, website; with the run's `logo`) is
 * saved when given; without it the owner has no organization details yet.
 */
export async function readyOwner({ base, outboxLink, logo }, { tag, person = 'Jane Doe', organization } = {}) {
  const call = api(base);
  const email = uniqueEmail(tag);
  const password = 'password123';
  await call('POST', '/users', {
    user: { name: person, email, password, password_confirmation: password, terms_of_service: 1 },
  });
  await fetch(await outboxLink(email, 'confirm'), { redirect: 'manual' });
  const { token } = await call('POST', '/auth', { email, password });
  const { data: checkout } = await call('POST', '/payments/url/', { plan: 'pro', term: 'month' }, token);
  const done = await fetch(new URL(checkout, base), { method: 'POST', redirect: 'manual' });
  if (done.status >= 400) throw new Error(`checkout: ${done.status}`);
  if (organization) {
    const org = new FormData();
    for (const [k, v] of Object.entries({
      ...organization,
      phone: '+12024561111',
      background_color: '#2D67F6',
      headings_color: '#0A9250',
      body_color: '#FFFFFF',
      font_family: 'open-sans',
    })) {
      org.set(k, v);
    }
    org.set('logo', new Blob([readFileSync(logo)], { type: 'image/png' }), 'logo.png');
    await call('POST', '/organizations', org, token);
  }
  await call('POST', '/onboarding/status', { step_statuses: { steps: { welcome: 1, organization: 1, 'about-you': 1, team: 1 } } }, token);
  const { data: user } = await call('GET', '/me', undefined, token);
  if ((user.subscription_status ?? user.subscription?.status) !== 'active') throw new Error('subscription not active');
  return { email, password, token, user, call };
}

/**
 * A nonprofit's owner who joins a funder's cohort with its `code` instead of paying (issue 18):
 * signed up, confirmed and logged in through the API, the code redeemed, the organization's
 * details saved under `name`; onboarded unless `onboarded` is false, and modules 1 to `modules`
 * completed as the screens mark them (GET then POST /steps-nav-status).
 */
export async function sponsoredOwner({ base, outboxLink, logo }, { tag, name, code, onboarded = true, modules = 0 }) {
  const call = api(base);
  const email = uniqueEmail(tag);
  const password = 'password123';
  await call('POST', '/users', {
    user: { name: 'Jane Doe', email, password, password_confirmation: password, terms_of_service: 1 },
  });
  await fetch(await outboxLink(email, 'confirm'), { redirect: 'manual' });
  const { token } = await call('POST', '/auth', { email, password });
  await call('POST', '/licences/redeem', { code }, token);
  const org = new FormData();
  for (const [k, v] of Object.entries({
    name,
    address: '12 Harbor Road, Riverbend',
    website: 'www.example.org',
    phone: '+12024561111',
    background_color: '#2D67F6',
    headings_color: '#0A9250',
    body_color: '#FFFFFF',
    font_family: 'open-sans',
  })) {
    org.set(k, v);
  }
  org.set('logo', new Blob([readFileSync(logo)], { type: 'image/png' }), 'logo.png');
  await call('POST', '/organizations', org, token);
  if (onboarded) {
    await call('POST', '/onboarding/status', { step_statuses: { steps: { welcome: 1, organization: 1, 'about-you': 1, team: 1 } } }, token);
  }
  if (modules > 0) {
    const nav = await call('GET', '/steps-nav-status', undefined, token);
    const statuses = {};
    let last = null;
    for (const module of nav.modules.filter((m) => m.number <= modules)) {
      for (const section of module.sections) {
        statuses[section.path] = 1;
        last = section.path;
      }
    }
    await call('POST', '/steps-nav-status', { steps_nav_status: statuses, current_route: last }, token);
  }
  return { email, password, token, call };
}

/** The sample organization's owner (docs/sample-organization.md). */
export const allianceOwner = (ctx) =>
  readyOwner(ctx, {
    tag: 'riverbend',
    person: 'Dana Whitfield',
    organization: { name: 'Riverbend Literacy Alliance', address: '412 Mill Street, Riverbend', website: 'www.riverbendliteracy.org' },
  });

/**
 * Puts the session where the SPA keeps it (src/lib/session.ts) and opens `path`. The session is
 * written on a same-origin file that runs no script (the favicon): on an app page, an answer of
 * the person signed in before (GET /me) could land between this write and the next navigation.
 */
export async function openAs(page, base, person, path) {
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(
    ([token, u]) =>
      localStorage.setItem(
        'fundplan.session',
        JSON.stringify({
          token,
          user: {
            id: String(u.id),
            firstName: u.first_name ?? '',
            lastName: u.last_name ?? '',
            email: u.email,
            profilePicture: null,
            role: u.role,
            organization_id: u.organization_id ?? null,
            subscriptionStatus: u.subscription_status ?? null,
          },
        }),
      ),
    [person.token, person.user],
  );
  await page.goto(`${base}${path}`);
}
