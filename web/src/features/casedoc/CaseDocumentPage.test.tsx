import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { casedocServer, summaryOf } from '../../test/casedocServer';
import { layoutVectors } from '../../test/caseLayout';
import { pressNext } from '../../test/planningPages';
import { owner, renderRoute, signIn, tableRows } from '../../test/utils';
import { CaseDocumentPage } from './CaseDocumentPage';
import { palette } from './charts';
import { INSTRUCTIONS_SEEN_KEY } from './instructionsSeen';
import { SAVE_DELAY_MS } from './useDocumentStyle';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

const PATH = '/case-statement-document';

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The default pictures are the art's files (shared/documents/case-images), read by a Vite glob;
 * the tests stand in a file for every order, so they hold with or without the art in the tree.
 */
vi.mock('./images', async (importOriginal) => {
  const real = await importOriginal<typeof import('./images')>();
  const fake = (order: number) => ({ order, url: `/case-images/${String(order).padStart(2, '0')}.svg`, alt: `Picture ${order} made for the toolkit.` });
  return {
    ...real,
    defaultImage: fake,
    shownImage: (order: number, attachments: Parameters<typeof real.shownImage>[1]) =>
      attachments.some((a) => a.order === order) ? real.shownImage(order, attachments) : { ...fake(order), stored: null },
  };
});

function renderDocument({ instructions = false }: { instructions?: boolean } = {}) {
  if (!instructions) localStorage.setItem(INSTRUCTIONS_SEEN_KEY, '1');
  signIn(owner());
  return renderRoute(<CaseDocumentPage />, { path: PATH, extra: ['/steps/gift-pyramid/overview'] });
}

const preview = () => screen.getByRole('region', { name: 'Document preview' });
const pageSections = () => within(preview()).getAllByRole('region', { name: /^Page \d+ of \d+: / });
const page = (n: number) => within(preview()).getByRole('region', { name: new RegExp(`^Page ${n} of \\d+: `) });
const pageOf = (title: string) => within(preview()).getByRole('region', { name: new RegExp(`^Page \\d+ of \\d+: ${title.replace(/[()]/g, '\\$&')}$`) });
const loaded = () => screen.findByRole('region', { name: 'Document preview' });
/** A chart legend's row of `label`: its label, amount and share. */
const legendOf = (page: HTMLElement, label: string) =>
  Array.from(within(page).getByText(label).closest('li')!.querySelectorAll('span'))
    .slice(1)
    .map((c) => c.textContent);
/** The colour of the legend swatch of `label` (as `#rrggbb`). */
const swatchOf = (page: HTMLElement, label: string) => {
  const swatch = within(page).getByText(label).closest('li')!.querySelector<HTMLElement>('.cd-pie__swatch')!;
  const [r, g, b] = swatch.style.backgroundColor.match(/\d+/g)!.map(Number);
  return `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
};

describe('the pages (contract "Pages"; spec §2)', () => {
  it('draws the 12 pages of the shortest document in the layout’s order, with the contents page numbers', async () => {
    casedocServer({ projects: 1, stories: 1 });
    renderDocument();
    await loaded();
    const titles = pageSections().map((s) => s.getAttribute('aria-label'));
    expect(titles).toEqual([
      'Page 1 of 12: Case for Support',
      'Page 2 of 12: Contents',
      'Page 3 of 12: A Letter from Our Executive Director',
      'Page 4 of 12: Our Story',
      'Page 5 of 12: Our Vision and Mission',
      'Page 6 of 12: Our Programs',
      'Page 7 of 12: A Call for More',
      'Page 8 of 12: Our Three-Year Goal',
      'Page 9 of 12: Funding Priorities',
      'Page 10 of 12: Success Stories',
      'Page 11 of 12: Join Us',
      'Page 12 of 12: Contact Us',
    ]);
    const contents = within(page(2)).getAllByRole('listitem').map((li) => li.textContent);
    expect(contents).toEqual([
      'A Letter from Our Executive Directorpage 3',
      'Our Storypage 4',
      'Our Vision and Missionpage 5',
      'Our Programspage 6',
      'A Call for Morepage 7',
      'Our Three-Year Goalpage 8',
      'Funding Prioritiespage 9',
      'Success Storiespage 10',
      'Join Uspage 11',
      'Contact Uspage 12',
    ]);
    // One thumbnail per page, named "Page n: title", in the same order.
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getAllByRole('button')).toHaveLength(12);
    const thumbs = titles.map((t) => within(nav).getByRole('button', { name: t!.replace(/ of 12/, '') }));
    thumbs.slice(1).forEach((b, i) => expect(thumbs[i].compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());
  });

  it('fills each page from the document: the cover, the letter, the goal table in dollars, the first project, the pies, ways to give and the contact', async () => {
    casedocServer({ projects: 2, stories: 1 });
    renderDocument();
    await loaded();
    // The cover as the PDF has it: the name, the title, the campaign's goal, the address and website.
    expect(within(page(1)).getByText('Riverbend Literacy Alliance')).toBeInTheDocument();
    expect(within(page(1)).getByRole('heading', { name: 'Case for Support' })).toBeInTheDocument();
    expect(within(page(1)).getByText(/^A three-year campaign to raise/)).toHaveTextContent('A three-year campaign to raise $3,500,000');
    expect(within(page(1)).getByText('412 Mill Street, Riverbend · www.riverbendliteracy.org')).toBeInTheDocument();
    expect(within(pageOf('A Letter from Our Executive Director')).getByText(/Margaret Hale opened a single tutoring table/)).toBeInTheDocument();
    expect(within(pageOf('A Letter from Our Executive Director')).getByText('Dana Whitfield')).toBeInTheDocument();

    const goal = pageOf('Our Three-Year Goal');
    expect(within(goal).getByText('$3,500,000')).toBeInTheDocument();
    const rows = tableRows(goal);
    expect(rows).toEqual([
      ['What we will fund', 'Year 1', 'Year 2', 'Year 3', 'Total'],
      ['Annual operations', '$851,000', '$885,000', '$920,000', '$2,656,000'],
      ['Mobile Learning Van', '$185,000', '$50,000', '$50,000', '$285,000'],
      ['Digital Skills Lab', '$140,000', '$50,000', '$50,000', '$240,000'],
      ['Total', '$1,176,000', '$985,000', '$1,020,000', '$3,181,000'],
    ]);
    // As the PDF: what the table adds up to beside the goal, and the goal at a glance (annual
    // operations, the new projects and the margin that rounding up leaves, with their shares).
    expect(within(goal).getByText(/^The costs below add up to/)).toHaveTextContent(
      'The costs below add up to $3,181,000. Our goal rounds that need up to the next $500,000: the difference is a rounding margin, not money set aside.',
    );
    const glance = within(goal).getByRole('heading', { name: 'The goal at a glance' }).parentElement!;
    expect(Array.from(glance.querySelectorAll('li'), (li) => li.textContent)).toEqual(['Annual operations $2,656,000 76%', 'New projects $525,000 15%', 'Rounding margin $319,000 9%']);

    const priorities = pageOf('Funding Priorities');
    expect(within(priorities).getByRole('heading', { name: 'Mobile Learning Van' })).toBeInTheDocument();
    // As the PDF: the project's place in the priorities and its cost, then the annual operations card.
    expect(within(priorities).getByText('Priority 1')).toBeInTheDocument();
    expect(within(priorities).getByText('$285,000').closest('p')).toHaveTextContent('$285,000 over three years');
    expect(within(priorities).getByText('Annual operations, year 1')).toBeInTheDocument();
    expect(within(priorities).getByText('$851,000')).toBeInTheDocument();
    expect(
      within(priorities).getByText(/^Raised each year from donors/),
    ).toHaveTextContent(
      'Raised each year from donors to keep Adult Basic Literacy, Family Reading Nights and Workplace English running at full strength, alongside the new projects.',
    );
    expect(within(priorities).getByText('Projected expenses')).toBeInTheDocument();
    expect(legendOf(priorities, 'Programs')).toEqual(['Programs', '$836,500', '74%']);
    expect(legendOf(priorities, 'Philanthropic Contributions')).toEqual(['Philanthropic Contributions', '$665,000', '70%']);
    // As the PDF: the legends list the slices the plan has; a slice of $0 (here the in-kind
    // expense) is neither drawn nor listed.
    expect(within(priorities).queryByText('In-Kind Goods & Services')).toBeNull();
    const [expenses, revenues] = Array.from(priorities.querySelectorAll<HTMLElement>('.cd-pie'));
    expect(expenses.querySelectorAll('li')).toHaveLength(8);
    expect(revenues.querySelectorAll('li')).toHaveLength(5);
    // Two drawn donuts, hidden from assistive technology (the legends carry the figures), each with
    // the year's total in its middle and a path per positive slice (8 of 9 expenses, 5 revenues).
    expect(priorities.querySelectorAll('.cd-pie svg[aria-hidden="true"]')).toHaveLength(2);
    expect(within(expenses).getByText('$1,138,000')).toBeInTheDocument();
    expect(within(revenues).getByText('$952,000')).toBeInTheDocument();
    expect(expenses.querySelectorAll('svg path')).toHaveLength(8);
    expect(revenues.querySelectorAll('svg path')).toHaveLength(5);
    // The largest slice in the headings' own hue: the engine's palette (shared/vectors/case_charts.json).
    expect(swatchOf(priorities, 'Programs')).toBe(palette('#8c2104', '#f4ede2')[0]);
    expect(within(pageOf('Funding Priorities (continued)')).getByRole('heading', { name: 'Digital Skills Lab' })).toBeInTheDocument();
    expect(within(pageOf('Funding Priorities (continued)')).getByText('Priority 2')).toBeInTheDocument();

    const join = pageOf('Join Us');
    expect(within(join).getByText('Planned Gifts')).toBeInTheDocument();
    expect(within(join).getByText(': Bequests')).toBeInTheDocument();
    const contact = pageOf('Contact Us').querySelector('address')!;
    for (const line of ['Riverbend Literacy Alliance', 'Dana Whitfield, Executive Director', '412 Mill Street, Riverbend', '(202) 456-1111', 'www.riverbendliteracy.org'])
      expect(within(contact).getByText(line)).toBeInTheDocument();
  });

  it('draws the 16 pages of the fullest document, the summary cut after its 270th word onto the continuation page', async () => {
    const server = casedocServer({ projects: 5, stories: 3 });
    server.plan.summary = summaryOf(625);
    renderDocument();
    await loaded();
    const labels = pageSections().map((s) => s.getAttribute('aria-label'));
    expect(labels).toHaveLength(16);
    expect(labels.slice(5, 7)).toEqual(['Page 6 of 16: Our Programs', 'Page 7 of 16: Our Programs (continued)']);
    expect(labels.filter((l) => l!.endsWith('Funding Priorities (continued)'))).toHaveLength(2);
    expect(labels.slice(12, 14)).toEqual(['Page 13 of 16: Success Stories', 'Page 14 of 16: Success Stories (continued)']);

    const first = within(page(6)).getByText(/^word1 /).textContent!;
    expect(first.split(' ')).toHaveLength(270);
    expect(first.endsWith('word270')).toBe(true);
    const second = within(page(7)).getByText(/^word271 /).textContent!;
    expect(second.split(' ')).toHaveLength(355);
    expect(second.endsWith('word625')).toBe(true);

    // Every picture order 1–23 appears once.
    const orders = Array.from(preview().querySelectorAll<HTMLElement>('.cd-frame')).map((f) => Number(f.dataset.order));
    expect(orders.sort((a, b) => a - b)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    // Projects 2–3 and 4–5 on the further-priorities pages; stories 2 and 3 on the continued page.
    expect(within(page(11)).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Digital Skills Lab', 'Home Library Bags']);
    expect(within(page(12)).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Tutor Training Academy', 'Reading on the Air']);
    expect(within(page(13)).getByText(/When Rosa first came/)).toBeInTheDocument();
    expect(within(page(14)).getByText(/Walter spent forty years/)).toBeInTheDocument();
    expect(within(page(14)).getByText(/Maria now reads/)).toBeInTheDocument();
  });

  it.skipIf(layoutVectors() === null)('draws the pages of the shared vectors for the 12- and 16-page documents', async () => {
    const vectors = layoutVectors()!;
    for (const [projects, stories, words] of [
      [1, 1, 270],
      [5, 3, 625],
    ]) {
      const server = casedocServer({ projects, stories });
      server.plan.summary = summaryOf(words);
      const { unmount } = renderDocument();
      await loaded();
      const expected = vectors.find((v) => v.projects === projects && v.stories === stories && v.summary_words === words)!;
      expect(pageSections().map((s) => s.getAttribute('aria-label'))).toEqual(
        expected.pages.map((p) => `Page ${p.number} of ${expected.pages.length}: ${p.title}`),
      );
      unmount();
    }
  });

  it('shows the default picture of an order without a stored image, and the stored one otherwise', async () => {
    const server = casedocServer();
    server.images = [{ id: 'img-7', order: 4, url: 'https://files.example/case-images/img-7.jpg', width: 1600, height: 1200, content_type: 'image/jpeg' }];
    renderDocument();
    await loaded();
    const story = pageOf('Our Story');
    const frames = Array.from(story.querySelectorAll<HTMLElement>('.cd-frame'));
    expect(frames.map((f) => f.dataset.order)).toEqual(['4', '5', '6', '7']);
    expect(within(frames[0]).getByRole('img')).toHaveAttribute('src', 'https://files.example/case-images/img-7.jpg');
    expect(within(frames[1]).getByRole('img', { name: 'Picture 5 made for the toolkit.' })).toHaveAttribute('src', '/case-images/05.svg');
  });

  it('says so with Try again when the document cannot be read', async () => {
    const server = casedocServer();
    server.fail('GET /case-statements', { status: 500, times: 1 });
    renderDocument();
    expect(await screen.findByText('An error occurred while loading the data. Please try refreshing the page.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Document preview' })).toBeInTheDocument();
  });
});

describe('editing a text (spec §2 "Text editing", §5)', () => {
  const open = async (name: string) => {
    await userEvent.click(screen.getByRole('button', { name: `Edit ${name}` }));
    return screen.findByRole('dialog', { name: `Edit ${name}` });
  };

  it('opens the editor by a click on the text, with its live word count', async () => {
    casedocServer();
    renderDocument();
    await loaded();
    await userEvent.click(within(pageOf('Our Vision and Mission')).getByText(/^A Riverbend County where every adult/));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Our Vision' });
    const box = within(dialog).getByRole('textbox', { name: 'Our Vision' });
    expect(box).toHaveFocus();
    expect(within(dialog).getByText('28/70 words')).toBeInTheDocument();
    await userEvent.type(box, ' Together.');
    expect(within(dialog).getByText('29/70 words')).toBeInTheDocument();
  });

  it('refuses a text over its limit: the count turns red, the inline message shows, and Save brings the alert with the exact words and stores nothing', async () => {
    const server = casedocServer();
    renderDocument();
    await loaded();
    const dialog = await open('Letter from the Executive Director');
    const box = within(dialog).getByRole('textbox', { name: 'Letter from the Executive Director' });
    fireEvent.change(box, { target: { value: summaryOf(256) } });
    expect(within(dialog).getByText('256/255 words (Word limit exceeded)')).toBeInTheDocument();
    expect(within(dialog).getByText('You cannot enter more than 255 words!')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Word Limit Exceeded!' });
    expect(alert).toHaveAccessibleDescription('You cannot enter more than 255 words. Current count: 256 words.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The editor is still open with the text, and nothing reached the server.
    expect(screen.getByRole('dialog', { name: 'Edit Letter from the Executive Director' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('warns on Save that the edit affects only the downloaded document, then stores it as an override and shows it on the page', async () => {
    const server = casedocServer();
    renderDocument();
    await loaded();
    const dialog = await open('Join Us');
    const box = within(dialog).getByRole('textbox', { name: 'Join Us' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Give a neighbour the gift of reading.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Save this edit?' });
    expect(warning).toHaveAccessibleDescription(
      'This edit affects only your downloaded case for support document (PDF and Word). Your plan’s answers stay as they are.',
    );
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.click(within(warning).getByRole('button', { name: 'Save Edit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent('PUT /case-statements/overrides/join_us')).toEqual([{ text: 'Give a neighbour the gift of reading.' }]);
    expect(server.plan.join_us).toMatch(/^Join the neighbours/);
    expect(await within(pageOf('Join Us')).findByText('Give a neighbour the gift of reading.')).toBeInTheDocument();
  });

  it('asks for a text when it is blank, and shows the server’s refusal when it stores nothing', async () => {
    const server = casedocServer();
    renderDocument();
    await loaded();
    const dialog = await open('Our Mission');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Our Mission' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Answer is required!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Our Mission' }), 'We teach reading.');
    server.fail('PUT /case-statements/overrides/mission', { status: 422, body: { error: 'You cannot enter more than 70 words!' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Edit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot enter more than 70 words!');
  });

  it('resets an edited text to the plan’s text (DELETE), and offers the reset only for an edited text', async () => {
    const server = casedocServer();
    server.overrides.set('our_story', 'A shorter story for this document.');
    renderDocument();
    await loaded();
    expect(within(pageOf('Our Story')).getByText('A shorter story for this document.')).toBeInTheDocument();
    let dialog = await open('Our Mission');
    expect(within(dialog).queryByRole('button', { name: 'Reset to plan text' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    dialog = await open('Our Story');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to plan text' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/case-statements/overrides/our_story']);
    expect(await within(pageOf('Our Story')).findByText(/^Riverbend Literacy Alliance began in 2009/)).toBeInTheDocument();
    expect(server.overrides.has('our_story')).toBe(false);
  });

  it('adds the continuation page once an edited summary passes 270 words', async () => {
    const server = casedocServer();
    renderDocument();
    await loaded();
    expect(pageSections()).toHaveLength(12);
    const dialog = await open('Annual Programs Summary');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Annual Programs Summary' }), { target: { value: summaryOf(300) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Edit' }));
    await waitFor(() => expect(pageSections()).toHaveLength(13));
    expect(within(pageOf('Our Programs (continued)')).getByText(/^word271 .* word300$/)).toBeInTheDocument();
    expect(server.overrides.get('summary')).toBe(summaryOf(300));
  });
});

describe('colours and font (spec §2 toolbar, §7 POST /organizations, §9)', () => {
  it('restyles the preview at once and saves the four values together after the last change', async () => {
    const server = casedocServer();
    renderDocument();
    await loaded();
    const root = preview().closest<HTMLElement>('.casedoc')!;
    expect(root.style.getPropertyValue('--cd-background')).toBe('#f4ede2');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.input(screen.getByLabelText('Background'), { target: { value: '#ffffff' } });
    fireEvent.input(screen.getByLabelText('Headings'), { target: { value: '#1f5f8b' } });
    expect(root.style.getPropertyValue('--cd-background')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--cd-headings')).toBe('#1f5f8b');
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1));
    expect(server.sent('POST /organizations')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The save's answer and the cache's notifications (timers of their own) run out.
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();
    await waitFor(() =>
      expect(server.sent('POST /organizations')).toEqual([
        { form: 'style', background_color: '#FFFFFF', headings_color: '#1F5F8B', body_color: '#301D17', font_family: 'montserrat' },
      ]),
    );
    expect(root.style.getPropertyValue('--cd-background')).toBe('#ffffff');
  });

  it('changes the font: the select lists the fixed list and the organization fonts, the preview follows, and the choice is saved', async () => {
    const server = casedocServer();
    renderDocument();
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Font' });
    expect(select).toHaveValue('Montserrat');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Montserrat',
      'Roboto',
      'Open Sans',
      'Lato',
      'Arial',
      'Calibri',
      'Cambria',
      'Courier New',
      'Georgia',
      'Impact',
      'Sans Serif',
      'Segoe UI',
      'Tahoma',
      'Times New Roman',
      'Verdana',
    ]);
    const root = preview().closest<HTMLElement>('.casedoc')!;
    await userEvent.selectOptions(select, 'Georgia');
    expect(root.style.getPropertyValue('--cd-font')).toMatch(/^(?:'CaseDoc Georgia', )?Georgia, Gelasio, serif$/);
    await waitFor(() => expect(server.sent('POST /organizations')).toHaveLength(1));
    expect(server.sent('POST /organizations')[0]).toMatchObject({ font_family: 'Georgia' });
    await userEvent.selectOptions(select, 'Open Sans');
    expect(root.style.getPropertyValue('--cd-font')).toContain("'Open Sans', sans-serif");
    await waitFor(() => expect(server.sent('POST /organizations')).toHaveLength(2));
    expect(server.sent('POST /organizations')[1]).toMatchObject({ font_family: 'open-sans' });
  });

  it('says when the chosen colours read poorly, and stops saying it once they read well', async () => {
    const server = casedocServer();
    server.organization = { ...server.organization, background_color: '#2d67f6', headings_color: '#0a9250', body_color: '#ffffff' };
    renderDocument();
    await loaded();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Headings on this background may be hard to read (contrast 1.2:1; 3:1 or more reads well).',
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('Body text');
    fireEvent.input(screen.getByLabelText('Background'), { target: { value: '#f4ede2' } });
    expect(screen.getByRole('status')).toHaveTextContent('Body text on this background may be hard to read (contrast 1.2:1; 4.5:1 or more reads well).');
    fireEvent.input(screen.getByLabelText('Body'), { target: { value: '#301d17' } });
    expect(swatchOf(pageOf('Funding Priorities'), 'Programs')).toBe(palette('#0a9250', '#f4ede2')[0]);
    fireEvent.input(screen.getByLabelText('Headings'), { target: { value: '#8c2104' } });
    expect(screen.queryByText(/may be hard to read/)).toBeNull();
    // The charts follow the pickers at once, before the save: the largest slice in the new hue.
    expect(swatchOf(pageOf('Funding Priorities'), 'Programs')).toBe(palette('#8c2104', '#f4ede2')[0]);
  });

  it('brings the saved style back and says why when the save is refused', async () => {
    const server = casedocServer();
    server.fail('POST /organizations', { status: 403, body: { error: 'Only the account owner can do this.' } });
    renderDocument();
    await loaded();
    const root = preview().closest<HTMLElement>('.casedoc')!;
    fireEvent.input(screen.getByLabelText('Body'), { target: { value: '#000000' } });
    expect(root.style.getPropertyValue('--cd-body')).toBe('#000000');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your colours and font were not saved');
    expect(alert).toHaveTextContent('Only the account owner can do this.');
    expect(root.style.getPropertyValue('--cd-body')).toBe('#301d17');
  });
});

describe('thumbnails, instructions, small screens', () => {
  it('scrolls the preview to the page of a thumbnail and moves the focus there', async () => {
    casedocServer();
    renderDocument();
    await loaded();
    const thumb = within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 8: Our Three-Year Goal' });
    await userEvent.click(thumb);
    const target = page(8);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(target);
    expect(target).toHaveFocus();
    expect(thumb).toHaveAttribute('aria-current', 'true');
    // The thumbnails' pages are pictures only: nothing inside them is read or reached twice.
    expect(thumb.querySelector('.cd-page')).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens the three-step instructions by itself the first time only, and again from its button', async () => {
    casedocServer();
    const first = renderDocument({ instructions: true });
    const dialog = await screen.findByRole('dialog', { name: 'How to finish your case for support' });
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 2 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 3 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByText('Step 2 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    // The last step's Next has become Close (the dialog's own close button is the other one).
    const close = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(close).toHaveLength(2);
    expect(close[1]).toHaveFocus();
    await userEvent.click(close[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(INSTRUCTIONS_SEEN_KEY)).toBe('1');
    first.unmount();

    // The next visit does not open it; the Instructions button does.
    signIn(owner());
    renderRoute(<CaseDocumentPage />, { path: PATH });
    await loaded();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Instructions' }));
    expect(await screen.findByRole('dialog', { name: 'How to finish your case for support' })).toBeInTheDocument();
  });

  it('shows only the desktop notice below 1024 px, and the editor (with the instructions, the first time) once the window is wide enough', async () => {
    const server = casedocServer();
    const width = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    onTestFinished(() => {
      if (width) Object.defineProperty(window, 'innerWidth', width);
    });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1023 });
    renderDocument({ instructions: true });
    expect(screen.getByText('For optimal viewing experience, please access this page on a desktop device.')).toBeInTheDocument();
    // The instructions wait for a window where the editor shows.
    await waitFor(() => expect(server.calls.some((c) => c.path === '/case-statements')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Document preview' })).toBeNull();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(await loaded()).toBeInTheDocument();
    expect(screen.queryByText('For optimal viewing experience, please access this page on a desktop device.')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'How to finish your case for support' })).toBeInTheDocument();
  });
});

describe('pictures (spec §2 "Images")', () => {
  const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'van.png', { type: 'image/png' });
  const fileInput = () => screen.getByLabelText<HTMLInputElement>('Choose an image');

  it('offers Replace and Crop on a picture, and Delete only on a stored one', async () => {
    const server = casedocServer();
    server.images = [{ id: 'img-1', order: 3, url: 'https://files.example/case-images/img-1.png', width: 1200, height: 1200, content_type: 'image/png' }];
    renderDocument();
    await loaded();
    const letter = within(pageOf('A Letter from Our Executive Director')).getByRole('group', { name: 'A Letter from Our Executive Director picture' });
    expect(within(letter).getAllByRole('button').map((b) => b.textContent)).toEqual(['Replace', 'Crop', 'Delete']);
    const cover = within(page(1)).getByRole('group', { name: 'Case for Support picture' });
    expect(within(cover).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(cover).getByRole('button', { name: 'Replace Case for Support picture' })).toBeInTheDocument();
  });

  it('uploads a chosen file for its order (multipart order, image, page_no "1"), says it is working, then shows the stored picture', async () => {
    const server = casedocServer();
    renderDocument();
    await loaded();
    const release = server.hold('POST /case-statements/upload');
    await userEvent.click(within(page(4)).getByRole('button', { name: 'Replace Our Story picture 2' }));
    await userEvent.upload(fileInput(), png());
    expect(await screen.findByText('Please wait while we work on the image...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Please wait while we work on the image...')).toBeNull());
    const [sent] = server.sent('POST /case-statements/upload');
    expect(sent.order).toBe('5');
    expect(sent.page_no).toBe('1');
    expect(sent.id).toBeUndefined();
    expect(sent.image).toBeInstanceOf(File);
    const frame = page(4).querySelector<HTMLElement>('[data-order="5"]')!;
    await waitFor(() => expect(within(frame).getByRole('img')).toHaveAttribute('src', server.images[0].url));
    expect(within(frame).getByRole('button', { name: 'Delete Our Story picture 2' })).toBeInTheDocument();
  });

  it('replaces a stored picture by its id, and deletes it after confirmation so the default comes back', async () => {
    const server = casedocServer();
    server.images = [{ id: 'img-9', order: 14, url: 'https://files.example/case-images/img-9.jpg', width: 1600, height: 900, content_type: 'image/jpeg' }];
    renderDocument();
    await loaded();
    const call = pageOf('A Call for More');
    await userEvent.click(within(call).getByRole('button', { name: 'Replace A Call for More picture' }));
    await userEvent.upload(fileInput(), png());
    await waitFor(() => expect(server.sent('POST /case-statements/upload')).toHaveLength(1));
    expect(server.sent('POST /case-statements/upload')[0]).toMatchObject({ order: '14', id: 'img-9', page_no: '1' });
    await waitFor(() => expect(within(call).getByRole('img')).toHaveAttribute('src', server.images[0].url));

    await userEvent.click(within(call).getByRole('button', { name: 'Delete A Call for More picture' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Picture' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.sent('DELETE /case-statements/remove-image')).toEqual([{ id: 'img-9' }]));
    await waitFor(() => expect(within(call).queryByRole('button', { name: /^Delete/ })).toBeNull());
    expect(server.images).toEqual([]);
  });

  it('refuses a file that is not PNG or JPEG, or over 1 MB, with the product’s messages and uploads nothing', async () => {
    const server = casedocServer();
    renderDocument();
    await loaded();
    const replace = () => userEvent.click(within(page(1)).getByRole('button', { name: 'Replace Case for Support picture' }));
    await replace();
    fireEvent.change(fileInput(), { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload a PNG or JPEG image');
    await replace();
    fireEvent.change(fileInput(), { target: { files: [png(1_048_577)] } });
    expect(await screen.findByText('File size should be less than 1MB')).toBeInTheDocument();
    expect(server.sent('POST /case-statements/upload')).toEqual([]);
  });
});

describe('the cropper "Select the Area" (spec §2)', () => {
  /** jsdom loads no pictures and draws nothing: the picture's size and the canvas are stood in for. */
  function fakePicture(width: number, height: number) {
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(width);
    vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(height);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done: BlobCallback) {
      done(new Blob([new Uint8Array(4096)], { type: 'image/png' }));
    });
    return drawImage;
  }

  async function openCropper(name: string) {
    await userEvent.click(screen.getByRole('button', { name: `Crop ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Select the Area' });
    fireEvent.load(within(dialog).getByRole('img'));
    return dialog;
  }

  it('crops with the keyboard: the sliders move and size the area, Crop Image uploads a PNG with the stored picture’s id', async () => {
    const server = casedocServer();
    server.images = [{ id: 'img-3', order: 16, url: 'https://files.example/case-images/img-3.jpg', width: 2000, height: 1000, content_type: 'image/jpeg' }];
    const drawImage = fakePicture(2000, 1000);
    renderDocument();
    await loaded();
    const dialog = await openCropper('Funding Priorities picture');
    // The frame is 3:2: on a 2:1 picture the largest area is the full height, 1500 px wide, centred.
    const size = within(dialog).getByRole('slider', { name: 'Size' });
    await waitFor(() => expect(size).toHaveFocus());
    expect(size).toHaveValue('100');
    expect(within(dialog).getByRole('slider', { name: 'Left and right' })).toHaveAttribute('aria-valuetext', '13% from the left');
    // What the arrow keys do to a slider: the size to 50 %, then the area to the left edge.
    fireEvent.change(size, { target: { value: '50' } });
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Left and right' }), { target: { value: '0' } });
    expect(within(dialog).getByRole('slider', { name: 'Up and down' })).toHaveAttribute('aria-valuetext', '25% from the top');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crop Image' }));
    await waitFor(() => expect(server.sent('POST /case-statements/upload')).toHaveLength(1));
    const [sx, sy, sw, sh] = drawImage.mock.calls[0].slice(1, 5) as number[];
    expect([Math.round(sx), Math.round(sy), Math.round(sw), Math.round(sh)]).toEqual([0, 250, 750, 500]);
    const sent = server.sent('POST /case-statements/upload')[0];
    expect(sent).toMatchObject({ order: '16', id: 'img-3', page_no: '1' });
    expect((sent.image as File).type).toBe('image/png');
    expect((sent.image as File).name).toBe('picture-16.png');
  });

  it('crops a default picture into a stored one (no id), and cancels on Escape, on Cancel and on a click outside without uploading', async () => {
    const server = casedocServer();
    fakePicture(1600, 1200);
    renderDocument();
    await loaded();
    let dialog = await openCropper('Case for Support picture');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select the Area' })).toBeNull());
    // The focus is back on the button that opened it.
    expect(screen.getByRole('button', { name: 'Crop Case for Support picture' })).toHaveFocus();
    dialog = await openCropper('Case for Support picture');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select the Area' })).toBeNull());
    // A click outside the dialog cancels it too.
    dialog = await openCropper('Case for Support picture');
    fireEvent.mouseDown(dialog.parentElement!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select the Area' })).toBeNull());
    expect(server.sent('POST /case-statements/upload')).toEqual([]);

    dialog = await openCropper('Case for Support picture');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crop Image' }));
    await waitFor(() => expect(server.sent('POST /case-statements/upload')).toHaveLength(1));
    expect(server.sent('POST /case-statements/upload')[0].id).toBeUndefined();
    expect(server.sent('POST /case-statements/upload')[0].order).toBe('1');
  });
});

describe('Download and Next (spec §2)', () => {
  it('downloads the PDF File and the Word File through the document pipeline', async () => {
    const server = casedocServer();
    renderDocument();
    await loaded();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const menu = screen.getByRole('button', { name: 'Download' });
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['PDF File', 'Word File']);
    expect(screen.getByRole('menuitem', { name: 'PDF File' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Word File' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menu).toHaveFocus();

    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('menuitem', { name: 'PDF File' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Word File' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(server.sent('POST /documents')).toEqual([{ kind: 'case_statement' }, { kind: 'case_statement_docx' }]);
  });

  it('Next marks the document and the module 11 case-for-support page complete, then opens the Gift Pyramid', async () => {
    const server = casedocServer();
    const { router } = renderDocument();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/steps/gift-pyramid/overview'));
    expect(server.sent('POST /steps-nav-status')).toEqual([
      {
        steps_nav_status: {
          '/case-statement-document': 1,
          '/steps/finalize-your-case-for-support/fundraising-talking-points': 1,
          '/steps/gift-pyramid/overview': 0,
        },
        current_route: '/case-statement-document',
      },
    ]);
  });

  it('stays with the reason when Next cannot save, and the plan’s own Next completes the same pages', async () => {
    const server = casedocServer();
    server.fail('POST /steps-nav-status', { status: 500, times: 1 });
    const { router } = renderDocument();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your progress was not saved');
    expect(router.state.location.pathname).toBe(PATH);
    // The step container's Next asks the page first: the page completes the module 11 page too.
    expect(await pressNext(PATH)).toBe('valid');
    expect(server.sent('POST /steps-nav-status')).toHaveLength(2);
    expect(server.sent('POST /steps-nav-status')[1].steps_nav_status).toMatchObject({
      '/steps/finalize-your-case-for-support/fundraising-talking-points': 1,
    });
  });
});
