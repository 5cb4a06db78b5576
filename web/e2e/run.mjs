// Browser end-to-end tests: the built SPA (web/dist) served by the local all-in-one server, driven
// through Debian's Chromium with playwright-core. Run with `npm run e2e` (after `npm run build`).
//
// The script builds the local server if needed (cargo), starts it on a free port with a fresh data
// folder, runs every scenario in its own browser profile, prints "N passed, N failed" and stops the
// server. Every screen checked with axe, and a failing scenario, leave a screenshot in
// web/e2e/screenshots/ (not committed).
//
// E2E_ADAPTERS=aws runs the same server on the AWS adapters instead of the embedded ones: DynamoDB,
// S3, SQS (the document worker polls it) and SES, all in moto's server (E2E_MOTO_URL, or
// FUNDPLAN_TEST_MOTO_URL as `make test` sets it), with a table, bucket and queues of this run's own
// made by `fundplan-local bootstrap-aws`. The e-mailed links are then read from the messages moto's
// SES kept instead of the local outbox.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { uniqueEmail } from './accounts.mjs';
import { chromiumPath, launch } from './chromium.mjs';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(web, '..');
const shots = join(web, 'e2e/screenshots');
const say = (line) => process.stdout.write(`${line}\n`);

function freePort() {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

// ---- set-up ------------------------------------------------------------------

if (!existsSync(join(web, 'dist/index.html'))) {
  say('==> e2e: building the SPA');
  execFileSync('npm', ['run', 'build'], { cwd: web, stdio: 'inherit' });
}
const server = process.env.FUNDPLAN_LOCAL_BIN ?? join(root, 'target/debug/fundplan-local');
if (!process.env.FUNDPLAN_LOCAL_BIN) {
  say('==> e2e: building the local server');
  execFileSync('cargo', ['build', '-q', '-p', 'fundplan-local'], { cwd: root, stdio: 'inherit' });
}
if (!existsSync(chromiumPath)) {
  say(`e2e: Chromium not found at ${chromiumPath} (apt-get install chromium)`);
  process.exit(1);
}

const adapters = process.env.E2E_ADAPTERS ?? 'embedded';
const moto = process.env.E2E_MOTO_URL ?? process.env.FUNDPLAN_TEST_MOTO_URL;
if (adapters !== 'embedded' && adapters !== 'aws') {
  say(`e2e: E2E_ADAPTERS must be embedded or aws, not ${adapters}`);
  process.exit(1);
}
if (adapters === 'aws' && !moto) {
  say('e2e: E2E_ADAPTERS=aws needs moto_server: set E2E_MOTO_URL (e.g. http://127.0.0.1:5000)');
  process.exit(1);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const data = mkdtempSync(join(tmpdir(), 'fundplan-e2e-'));
// This run's own AWS resources (names unique per run, so runs on one moto never meet).
const run = `fundplan-e2e-${process.pid}-${Date.now().toString(36)}`;
const awsEnv =
  adapters === 'aws'
    ? {
        AWS_ENDPOINT_URL: moto,
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: 'test',
        AWS_SECRET_ACCESS_KEY: 'test',
        FUNDPLAN_STORE: 'dynamodb',
        FUNDPLAN_BLOBS: 's3',
        FUNDPLAN_QUEUE: 'sqs',
        FUNDPLAN_MAILER: 'ses',
        FUNDPLAN_TABLE: run,
        FUNDPLAN_BUCKET: run,
        FUNDPLAN_QUEUE_NAME: run,
        FUNDPLAN_MAIL_FROM: 'no-reply@fundplan.local',
        FUNDPLAN_JWT_SECRET: randomBytes(32).toString('hex'),
      }
    : {};
// The operator API's key (funders are created with it), this run's own.
const operatorKey = randomBytes(32).toString('hex');
const serverEnv = {
  ...process.env,
  FUNDPLAN_OPERATOR_KEY: operatorKey,
  PORT: String(port),
  FUNDPLAN_WEB_DIR: join(web, 'dist'),
  FUNDPLAN_DATA_DIR: data,
  FUNDPLAN_PUBLIC_URL: base,
  RUST_LOG: process.env.RUST_LOG ?? 'warn',
  ...awsEnv,
};
if (adapters === 'aws') {
  say(`==> e2e: on the AWS adapters (moto at ${moto}): creating ${run}`);
  execFileSync(server, ['bootstrap-aws'], { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });
}
const child = spawn(server, ['serve'], { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });
const logo = join(data, 'logo.png');
// A 1×1 PNG is enough for the upload checks (type and size).
writeFileSync(
  logo,
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
);

// ---- helpers -----------------------------------------------------------------

async function withPage(fn) {
  const { context, close } = await launch();
  // On the AWS adapters every DynamoDB request goes through one moto process, one at a time
  // (infra/scripts/moto_serialized.py): a page that reads a whole plan just written takes
  // seconds there, and more on a busy machine (a clean clone's run failed once waiting 10 s for
  // the module 11 letter while the page still read its data). The waits stay waits for states.
  context.setDefaultTimeout(adapters === 'aws' ? 30_000 : 10_000);
  const page = context.pages()[0] ?? (await context.newPage());
  if (adapters === 'aws') {
    // S3 answers a presigned GET with the Content-Disposition its response-content-disposition
    // parameter names (the adapter signs the file's name into every download link); moto ignores
    // that parameter. The browser gets the header S3 would send, so a download stays a download.
    await context.route(`${moto}/**`, async (route) => {
      const disposition = new URL(route.request().url()).searchParams.get('response-content-disposition');
      if (!disposition) return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-disposition': disposition } });
    });
  }
  // The SPA runs under a strict Content-Security-Policy: anything it blocks is a failure.
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspProblems.push(`${page.url()}: ${message.text()}`);
  });
  try {
    await fn(page);
  } finally {
    await close();
  }
}

/** The links of the e-mails sent to `email`, newest e-mail first. */
async function mailedLinks(email) {
  if (adapters === 'aws') {
    // moto keeps what SES sent, oldest first, in its model dump.
    const dump = await (await fetch(`${moto}/moto-api/data.json`)).json();
    const sent = [...(dump.ses?.Message ?? []), ...(dump.ses?.RawMessage ?? [])];
    return sent
      .filter((m) => JSON.stringify(m.destinations ?? m.destination ?? m).includes(email))
      .reverse()
      .flatMap((m) =>
        [...String(m.body ?? m.raw_data ?? '').matchAll(/https?:\/\/[^\s"'<>]+/g)].map((hit) => hit[0].replaceAll('&amp;', '&')),
      );
  }
  const answer = await (await fetch(`${base}/dev/outbox.json`)).json();
  const mails = Array.isArray(answer) ? answer : (answer.data ?? answer.messages ?? []);
  return mails
    .filter((m) => JSON.stringify(m.to ?? m).includes(email))
    .sort((a, b) => String(b.sent_at ?? '').localeCompare(String(a.sent_at ?? '')))
    .flatMap((m) => m.links ?? []);
}

async function outboxLink(email, part) {
  const link = (await mailedLinks(email)).find((l) => l.includes(part));
  if (!link) throw new Error(`no ${part} link for ${email} in the ${adapters === 'aws' ? 'messages SES sent' : 'outbox'}`);
  return link;
}

const field = (page, name) => page.locator(`input[name=${name}]`);

// WCAG 2.1 A and AA checks with axe-core on the page as it is now. The font preview shows the
// organization's own colours and is left out.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeProblems = [];
const cspProblems = [];
let shotCount = 0;
rmSync(shots, { recursive: true, force: true });
async function axe(page, screen) {
  // Measure what the user reads, not a frame of an entrance or of a refresh: wait until nothing
  // on the page says it is being updated (aria-busy: the gift pyramid after a saved change is
  // refetched, which takes longer on the AWS adapters) and every finite animation and
  // transition has finished (with reduced motion they last 0.01 ms).
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"]') === null &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 30_000 },
  );
  // Evaluated through the browser's protocol: the page's own CSP (no inline script) stays on.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(
      { exclude: [['.font-preview']] },
      { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    );
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  for (const v of violations) axeProblems.push(`${screen}: ${v}`);
  // Every checked screen is kept as a screenshot, to be looked at (web/e2e/screenshots/).
  mkdirSync(shots, { recursive: true });
  const file = join(shots, `${String(++shotCount).padStart(2, '0')}-${screen.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`);
  await page.screenshot({ path: file, fullPage: true });
}

async function signUp(page, email, password) {
  await page.goto(`${base}/sign-up`);
  await field(page, 'name').fill('Jane Doe');
  await field(page, 'email').fill(email);
  await field(page, 'password').fill(password);
  await field(page, 'confirmPassword').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
}

async function logIn(page, email, password) {
  await field(page, 'email').fill(email);
  await field(page, 'password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

// ---- scenarios ---------------------------------------------------------------

const scenarios = {
  'a visitor of a signed-in page is sent to login, of payment and onboarding to sign-up': async (page) => {
    await page.goto(`${base}/steps/getting-started/welcome`);
    await page.waitForURL('**/login');
    await page.goto(`${base}/payment`);
    await page.waitForURL('**/sign-up');
    await page.goto(`${base}/onboarding/team`);
    await page.waitForURL('**/sign-up');
  },

  'a wrong password gets the spec message, which clears on input': async (page) => {
    await page.goto(`${base}/login`);
    await logIn(page, 'nobody@example.org', 'password123');
    const message = page.getByText('Incorrect email or password. Please try again.');
    await message.waitFor();
    await axe(page, 'login with an error');
    await field(page, 'password').fill('password1234');
    await message.waitFor({ state: 'detached' });
  },

  'an owner signs up, confirms, pays, onboards and reaches the plan': async (page) => {
    const email = uniqueEmail('owner');
    await page.goto(`${base}/sign-up`);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Field Is Required!').first().waitFor();
    await axe(page, 'sign-up with errors');
    await signUp(page, email, 'password123');
    await axe(page, 'sign-up done');

    await page.goto(`${base}/login`);
    await logIn(page, email, 'password123');
    await page.getByRole('button', { name: 'Resend confirmation email' }).waitFor();

    await page.goto(await outboxLink(email, 'confirm'));
    await page.getByText('Thank you for confirming your account, you can login now!').waitFor();
    await logIn(page, email.toUpperCase(), 'password123');
    await page.waitForURL('**/payment');

    await page.getByRole('button', { name: 'Choose Plan' }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Please Select a Plan!').waitFor();
    await axe(page, 'payment plan modal');
    await page.getByRole('radio', { name: /Yearly Plan/ }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Please wait while we redirect you to the payment page...').waitFor();
    await page.waitForURL('**/dev/checkout/**');
    await page.locator('button, input[type=submit]').first().click();
    await page.waitForURL('**/subscription/success');
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await axe(page, 'payment success');

    await page.getByRole('link', { name: 'Go to Onboarding' }).click();
    await page.getByRole('heading', { name: 'Welcome to the toolkit' }).waitFor();
    await axe(page, 'onboarding welcome');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL('**/onboarding/organization');

    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.getByText('Organization Name is required').waitFor();
    await axe(page, 'onboarding organization with errors');
    await field(page, 'name').fill('Acme Trust');
    await field(page, 'website').fill('www.acme.org');
    await page.getByLabel(/^Address/).fill('1 Main St, Springfield');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('(202) 456-1111');
    await page.setInputFiles('input[type=file]', logo);
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.getByText('Organization information has been updated successfully').waitFor();
    await page.waitForURL('**/onboarding/about-you');
    await axe(page, 'onboarding about-you');

    await field(page, 'position').fill('Executive Director');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('202 456 1111');
    await page.setInputFiles('input[type=file]', logo);
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.getByText('Personal information has been updated successfully').waitFor();
    await page.waitForURL('**/onboarding/team');
    await axe(page, 'onboarding team');

    await page.getByLabel(/Add Members via Email/).fill('colleague@example.org ');
    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByText('Invitation Sent').waitFor();
    await page.waitForURL('**/steps/getting-started/welcome');
    await page.getByRole('columnheader', { name: 'Plan outputs' }).waitFor();
    await axe(page, 'getting-started welcome');

    await page.reload();
    await page.getByRole('columnheader', { name: 'Resources outputs' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await logIn(page, email, 'password123');
    await page.waitForURL('**/steps/getting-started/welcome');
  },

  'the app opened under another loopback name moves to the public address first, so paying keeps the session': async (page) => {
    const email = uniqueEmail('alias');
    await signUp(page, email, 'password123');
    await page.goto(await outboxLink(email, 'confirm'));
    // The server's public URL is 127.0.0.1; the user types localhost.
    const alias = base.replace('127.0.0.1', 'localhost');
    await page.goto(`${alias}/login?from=bookmark`);
    await page.waitForURL(`${base}/login?from=bookmark`);
    await logIn(page, email, 'password123');
    await page.waitForURL('**/payment');
    await page.getByRole('button', { name: 'Choose Plan' }).click();
    await page.getByRole('radio', { name: /Yearly Plan/ }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL('**/dev/checkout/**');
    await page.locator('button, input[type=submit]').first().click();
    await page.waitForURL(`${base}/subscription/success**`);
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await page.getByRole('link', { name: 'Go to Onboarding' }).waitFor();
  },

  'a forgotten password is reset through the e-mailed link': async (page) => {
    const email = uniqueEmail('reset');
    await signUp(page, email, 'password123');
    await page.goto(await outboxLink(email, 'confirm'));
    await page.goto(`${base}/forgot-password`);
    await field(page, 'email').fill(email);
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await page.getByText('Check your email for reset password instructions.').waitFor();
    await page.goto(await outboxLink(email, 'reset_token'));
    await field(page, 'password').fill('newpassword1');
    await field(page, 'confirmPassword').fill('newpassword1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('new password saved.').waitFor();
    await page.waitForURL('**/login');
    await logIn(page, email, 'newpassword1');
    await page.waitForURL('**/payment');
  },

};

// Scenarios of other features live in e2e/scenarios-*.mjs: each default-exports a function that
// takes the shared helpers and returns { name: async (page) => … }.
const helpers = { base, field, axe, outboxLink, signUp, logIn, withPage, logo, say, operatorKey };
for (const file of readdirSync(join(web, 'e2e')).filter((f) => /^scenarios-.*\.mjs$/.test(f)).sort()) {
  const more = (await import(join(web, 'e2e', file))).default(helpers);
  Object.assign(scenarios, more);
}
// Last: nothing the SPA does was blocked by its Content-Security-Policy, and every screen
// checked above passes axe.
scenarios['no page broke the Content-Security-Policy'] = async () => {
  if (cspProblems.length) throw new Error(cspProblems.join('\n'));
};
scenarios['every screen visited above passes the WCAG 2.1 A/AA checks of axe-core'] = async () => {
  if (axeProblems.length) throw new Error(axeProblems.join('\n'));
};

// ---- run ---------------------------------------------------------------------

// E2E_ONLY (a regular expression) runs only the scenarios whose names match, and the final checks.
const only = process.env.E2E_ONLY ? new RegExp(process.env.E2E_ONLY) : null;
const finalChecks = new Set(['no page broke the Content-Security-Policy', 'every screen visited above passes the WCAG 2.1 A/AA checks of axe-core']);
for (const name of Object.keys(scenarios)) {
  if (only && !only.test(name) && !finalChecks.has(name)) delete scenarios[name];
}

// E2E_LANES (default 2) scenarios run side by side, each in its own browser, against the one
// server: a scenario spends much of its time waiting for the server and the page, so two lanes
// keep both cores of a small machine busy. Every scenario makes its own accounts (uniqueEmail),
// so none reads another's data. The final checks run after every lane is done.
const lanes = Math.max(1, Number.parseInt(process.env.E2E_LANES ?? '2', 10) || 1);
let passed = 0;
let failed = 0;
async function runScenario(name, run) {
  const started = Date.now();
  try {
    await withPage(async (page) => {
      try {
        await run(page);
      } catch (error) {
        mkdirSync(shots, { recursive: true });
        const file = join(shots, `${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        throw error;
      }
    });
    passed += 1;
    say(`  ✓ ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    failed += 1;
    say(`  ✗ ${name}\n    ${String(error?.message ?? error).split('\n').join('\n    ')}`);
  }
}
try {
  await waitFor(`${base}/api/v1/plans`, 30_000);
  const queue = Object.entries(scenarios).filter(([name]) => !finalChecks.has(name));
  await Promise.all(
    Array.from({ length: Math.min(lanes, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await runScenario(...next);
    }),
  );
  for (const name of finalChecks) if (scenarios[name]) await runScenario(name, scenarios[name]);
} finally {
  child.kill('SIGTERM');
  rmSync(data, { recursive: true, force: true });
}
say(`${passed} passed, ${failed} failed${adapters === 'aws' ? ' (AWS adapters on moto)' : ''}, ${lanes} lane${lanes === 1 ? '' : 's'}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
