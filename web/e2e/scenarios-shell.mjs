// End-to-end scenarios of the shell and the plan's navigation (spec file 1 §2–§4): the top bar,
// Next through modules 1–3 with the rings and the overall bar moving, skip and unskip of module
// 9, the Module Skipped dialog, a completion toast, and axe on each screen.

import { openAs, readyOwner as ownerOf } from './accounts.mjs';

/** A paying, onboarded owner made through the API, without organization details. */
const readyOwner = (ctx, tag) => ownerOf(ctx, { tag });

const overall = (page) => page.getByTestId('overall-progress');
const ringOf = (page, slug) => page.locator(`[data-module="${slug}"] .ring`).first();
const percentOf = async (page, slug) => Number(await ringOf(page, slug).getAttribute('data-percent'));
const next = (page, name = /^Next( Module)?$/) => page.getByRole('button', { name }).click();

async function until(check, what, ms = 8000) {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export default ({ base, axe, outboxLink }) => ({
  'a paying, onboarded owner moves with Next through modules 1 to 3 and the rings and overall bar move': async (page) => {
    const owner = await readyOwner({ base, outboxLink }, 'next');
    await openAs(page, base, owner, '/steps');
    await page.waitForURL('**/steps/getting-started/welcome');
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    await page.getByRole('heading', { name: 'Welcome, Jane! Let’s build your strategic plan for fundraising.' }).waitFor();
    await page.getByRole('progressbar', { name: 'Your Fundraising Plan Progress' }).waitFor();
    if ((await overall(page).textContent()) !== '0%') throw new Error('a new plan starts at 0%');
    // Top bar: Fundraising Plan active, Help, Settings, Logout, the team widget.
    const plan = page.getByRole('link', { name: 'Fundraising Plan' });
    if ((await plan.getAttribute('aria-current')) !== 'page') throw new Error('Fundraising Plan is not active');
    await page.getByRole('link', { name: /Help/ }).waitFor();
    await page.getByRole('link', { name: 'Settings', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('button', { name: /Team members/ }).waitFor();
    await axe(page, 'plan welcome with sidebar');

    // Module 1: five pages; the last one reads Next Module.
    const module1 = [
      'teammember',
      'fundraising-resources-overview',
      'case-for-support',
      'stewardship-structure',
    ];
    for (const slug of module1) {
      await next(page, 'Next');
      await page.waitForURL(`**/steps/getting-started/${slug}`);
    }
    await until(async () => (await percentOf(page, 'getting-started')) === 80, 'module 1 at 80%');
    await axe(page, 'plan static page');
    await next(page, 'Next Module');
    await page.waitForURL('**/steps/strategic-planning/overview');
    await until(async () => (await percentOf(page, 'getting-started')) === 100, 'module 1 at 100%');
    const afterModule1 = Number((await overall(page).textContent()).replace('%', ''));
    if (!(afterModule1 > 0)) throw new Error(`the overall bar did not move (${afterModule1}%)`);

    // Module 2 (one page), then module 3 to its end.
    await next(page, 'Next Module');
    await page.waitForURL('**/steps/aspirational-vision/overview');
    await until(async () => (await percentOf(page, 'strategic-planning')) === 100, 'module 2 at 100%');
    await next(page, 'Next');
    await page.waitForURL('**/steps/aspirational-vision/societal-challenge');
    // Module 3 asks its questions: Next stays until they are answered.
    await page.getByRole('textbox', { name: /^Societal Change/ }).waitFor();
    await next(page, 'Next');
    await page.getByText('Societal Change answer is required!').waitFor();
    await axe(page, 'plan question page with errors');
    await page.getByRole('textbox', { name: /^Societal Change/ }).fill('Many adults in Springfield cannot read a job application.');
    await page.getByRole('textbox', { name: /^Solution/ }).fill('Free tutoring at the library, evenings and weekends.');
    const answers = [
      ['societal-impact', /^Societal Impact/, 'Two hundred adults a year gain a reading level.'],
      ['mission-statement', /^Mission Statement/, 'Acme Trust helps adults in Springfield learn to read.'],
      ['aspirational-vision', /^Aspirational Vision/, 'A Springfield where every adult reads with confidence.'],
    ];
    for (const [slug, label, text] of answers) {
      await next(page, 'Next');
      await page.waitForURL(`**/steps/aspirational-vision/${slug}`);
      await page.getByRole('textbox', { name: label }).fill(text);
    }
    await next(page, 'Next Module');
    // After module 3: the funding-annual overview.
    await page.waitForURL('**/steps/funding-annual/overview');
    await until(async () => (await percentOf(page, 'aspirational-vision')) === 100, 'module 3 at 100%');
    const afterModule3 = Number((await overall(page).textContent()).replace('%', ''));
    if (!(afterModule3 > afterModule1)) throw new Error(`overall ${afterModule3}% not above ${afterModule1}%`);

    // The server agrees after a reload (the progress was saved, not only shown). The rings move
    // as soon as Next is pressed, before the status is saved (an optimistic change): reloading
    // then could cancel the save in flight, so the reload waits until the server has it.
    await until(
      async () => (await owner.call('GET', '/steps-nav-status', undefined, owner.token)).module_progress['aspirational-vision']?.percent === 100,
      'the server has module 3 at 100%',
      30_000,
    );
    await page.reload();
    await until(async () => (await percentOf(page, 'aspirational-vision')) === 100, 'module 3 at 100% after reload');
    if ((await overall(page).textContent()) !== `${afterModule3}%`) throw new Error('overall changed on reload');
    // Module 1 folded away when module 4 became current; opened again, its pages carry check marks.
    await page.getByRole('button', { name: 'Show the sections of Getting Started' }).click();
    await page.getByRole('link', { name: /^Welcome\s*, completed$/ }).waitFor();

    // An unknown program slug goes to the list of core programs (spec §2).
    await page.goto(`${base}/steps/funding-annual/program/no-such-program`);
    await page.waitForURL('**/steps/funding-annual/core-programs');
    // The module alone goes to its first page.
    await page.goto(`${base}/steps/gift-pyramid`);
    await page.waitForURL('**/steps/gift-pyramid/overview');

    // On a phone the sidebar folds behind a button that shows the overall figure.
    await page.goto(`${base}/steps/stewardship/overview`);
    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = page.getByRole('button', { name: `Your Fundraising Plan Progress: ${afterModule3}%` });
    await toggle.click();
    await page.getByRole('link', { name: /^Module 13\s*Stewardship Structure/ }).waitFor();
    await axe(page, 'plan on a phone with the sidebar open');
  },

  'skipping module 9 greys it out of the sidebar and the overall figure; unskipping brings it back': async (page) => {
    const owner = await readyOwner({ base, outboxLink }, 'skip');
    // Some progress so the overall figure can move when module 9 leaves it.
    await owner.call(
      'POST',
      '/steps-nav-status',
      {
        steps_nav_status: {
          '/steps/getting-started/welcome': 1,
          '/steps/getting-started/teammember': 1,
          '/steps/getting-started/fundraising-resources-overview': 1,
          '/steps/getting-started/case-for-support': 1,
          '/steps/getting-started/stewardship-structure': 1,
          '/steps/strategic-planning/overview': 1,
        },
        current_route: '/steps/strategic-planning/overview',
      },
      owner.token,
    );
    await openAs(page, base, owner, '/steps/funding-new-projects/overview');
    await page.getByRole('heading', { name: 'This Module is Optional' }).waitFor();
    const before = await overall(page).textContent();
    await axe(page, 'module 9 overview optional');

    await page.getByRole('button', { name: 'Skip it' }).click();
    await page.waitForURL('**/steps/total-fundraising-goal/summary');
    // Reaching the summary: the "Well done!" toast, linking to the resources.
    const toast = page.getByRole('alertdialog', { name: 'Well done!' });
    await toast.waitFor();
    const link = toast.getByRole('link', { name: /Understanding Your Fundraising Goals/ });
    if (!(await link.getAttribute('href')).startsWith('/fundraising-collateral?highlight=')) throw new Error('toast link');
    await axe(page, 'completion toast');
    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached' });

    const module9 = page.locator('[data-module="funding-new-projects"]');
    await until(async () => (await module9.getAttribute('class')).includes('is-skipped'), 'module 9 greyed');
    await until(async () => (await overall(page).textContent()) !== before, 'overall figure without module 9');
    const skippedFigure = await overall(page).textContent();
    if (Number(skippedFigure.replace('%', '')) <= Number(before.replace('%', ''))) {
      throw new Error(`overall ${skippedFigure} should be above ${before} once module 9 is left out`);
    }
    if ((await percentOf(page, 'funding-new-projects')) !== 0) throw new Error('a skipped module shows 0');

    // A page of the skipped module shows the Module Skipped dialog, whose button leads to the overview.
    await page.goto(`${base}/steps/funding-new-projects/new-projects`);
    const dialog = page.getByRole('alertdialog', { name: 'Module Skipped' });
    await dialog.waitFor();
    await page
      .getByText(
        'This module has been skipped. Please go to the Module 9 Overview page to unskip it if you want to access this section.',
      )
      .waitFor();
    await axe(page, 'module skipped dialog');
    await dialog.getByRole('button', { name: /Module 9 Overview/ }).click();
    await page.waitForURL('**/steps/funding-new-projects/overview');
    await page.getByRole('heading', { name: 'This Module is Skipped' }).waitFor();
    await axe(page, 'module 9 overview skipped');

    await page.getByRole('button', { name: 'Unskip it' }).click();
    await page.getByRole('heading', { name: 'This Module is Optional' }).waitFor();
    await until(async () => !(await module9.getAttribute('class')).includes('is-skipped'), 'module 9 back');
    await until(async () => (await overall(page).textContent()) === before, 'overall figure with module 9 again');
    await page.reload();
    await page.getByRole('heading', { name: 'This Module is Optional' }).waitFor();
    if ((await overall(page).textContent()) !== before) throw new Error('unskip not saved');
  },
});
