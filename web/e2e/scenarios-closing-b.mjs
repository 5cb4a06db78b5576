// End-to-end scenario of modules 13–15 and the Fundraising Resources page (spec file 3 §2, §4, §5),
// through the screens: the sample organization's owner edits the stewardship chart (the spec's
// message for a row without a name), follows the "Well done!" toast to the highlighted card,
// selects the policies and a development document (the Gift Documentation tab from its toast), and
// sees on the certificate page what is left. It downloads the Pledge Form (.docx) and the Policies
// and Procedures manual (PDF) from their cards and reads both back.
import { readFileSync } from 'node:fs';
import { allianceOwner, openAs } from './accounts.mjs';
import { docxText, downloadOf, pdfText } from './files.mjs';

const next = (page) => page.getByRole('button', { name: /^Next/ }).click();

export default function closingScenariosB({ base, axe, outboxLink, logo }) {
  return {
    'the stewardship chart, the policies and the certificate through their screens, with the toasts to their cards': async (page) => {
      const owner = await allianceOwner({ base, outboxLink, logo });

      // Module 13: the default chart, a row without a name refused, a new benefit saved on Next.
      await openAs(page, base, owner, '/steps/stewardship/donor-recognition');
      await page.getByRole('textbox', { name: 'Benefit 1 name' }).waitFor();
      const rows = await page.getByRole('textbox', { name: /^Benefit \d+ name$/ }).count();
      await page.getByRole('button', { name: 'Add Benefit' }).click();
      await page.getByRole('button', { name: 'Add Benefit' }).click();
      await page.getByText('Benefit name is required.').waitFor();
      await axe(page, 'donor recognition with a row without a name');
      await page.getByRole('textbox', { name: `Benefit ${rows + 1} name` }).fill('Tour of the Digital Skills Lab');
      await page.getByRole('checkbox', { name: 'Tour of the Digital Skills Lab at $100,000' }).check();
      await next(page);
      await page.getByRole('alertdialog', { name: 'Well done!' }).waitFor();
      await page.getByRole('link', { name: 'View Stewardship Structure' }).click();
      await page.waitForURL('**/fundraising-collateral?highlight=stewardship-structure');
      await page.locator('#stewardship-structure.collateral-card--highlight').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Hi, Dana' }).waitFor();
      await axe(page, 'fundraising resources with a highlighted card');
      const chart = await owner.call('GET', '/stewardships', undefined, owner.token);
      const tour = chart.stewardships.at(-1).benefit;
      if (chart.stewardships.length !== rows + 1 || tour.benefit_name !== 'Tour of the Digital Skills Lab' || tour.prospect['100000'] !== true)
        throw new Error(`the chart was not saved: ${JSON.stringify(chart.stewardships.at(-1))}`);

      // Module 14: Select All, then Next; a development document, then its toast to its tab.
      await page.goto(`${base}/steps/fundraising-operations/policies-procedures`);
      await page.getByRole('checkbox', { name: 'Select All' }).check();
      await axe(page, 'policies and procedures manual');
      await next(page);
      await page.getByRole('link', { name: 'View Policies and Procedures' }).waitFor();
      await page.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL('**/development-documents');
      await page.getByRole('checkbox', { name: 'Pledge Form' }).check();
      await axe(page, 'development documents');
      await next(page);
      await page.getByRole('link', { name: 'View Gift Documentation' }).click();
      await page.waitForURL('**/fundraising-collateral?tab=gift-documentation');
      const tab = page.getByRole('tab', { name: 'Gift Documentation' });
      if ((await tab.getAttribute('aria-selected')) !== 'true') throw new Error('the Gift Documentation tab is not selected');
      await page.getByRole('heading', { name: 'Pledge Form' }).waitFor();
      const selected = await owner.call('GET', '/policies-and-procedures', undefined, owner.token);
      if (!Object.values(selected.foundational).every(Boolean) || !selected.development.pledge_form)
        throw new Error(`the selection was not saved: ${JSON.stringify(selected)}`);

      // The Pledge Form as Word, filled with the organization's details; the manual of the six policies.
      const form = await downloadOf(page, () => page.getByRole('button', { name: 'Download Pledge Form' }).click());
      if (!form.name.endsWith('Pledge Form.docx')) throw new Error(`the form is named "${form.name}"`);
      const formText = docxText(readFileSync(form.file));
      if (!formText.includes('Pledge Form') || !formText.includes('Riverbend Literacy Alliance'))
        throw new Error(`the form does not name the organization: ${formText.slice(0, 400)}`);
      await page.getByRole('tab', { name: 'Internal Operations' }).click();
      const manual = await downloadOf(page, () => page.getByRole('button', { name: 'Download Policies and Procedures' }).click());
      const manualText = pdfText(manual.file, 'the policies manual');
      for (const title of ['Gift Acceptance Policy', 'Donor Privacy Policy'])
        if (!manualText.includes(title)) throw new Error(`the manual has no "${title}"`);

      // Module 15: the plan is not complete, so the certificate lists what is left, by module.
      await page.goto(`${base}/steps/congratulations/certificate`);
      await page.getByText('Your certificate is ready once every module of your plan is complete.').waitFor();
      await page.getByRole('link', { name: 'Welcome' }).waitFor();
      await axe(page, 'certificate with the pages left');
    },
  };
}
