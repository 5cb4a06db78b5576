import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOASTS_ON_ARRIVAL, TOASTS_ON_COMPLETION } from '../../generated/registry';
import { closingServerB } from '../../test/closingServerB';
import { owner, renderRoute, signIn } from '../../test/utils';
import { COLLATERAL_CARDS } from '../../generated/closing';
import { CollateralPage } from './CollateralPage';

const docs = vi.hoisted(() => ({ download: vi.fn(async (_kind: string, _identity?: string) => true) }));
vi.mock('../../components/documents', () => ({ useDocumentDownload: () => ({ download: docs.download, overlay: null }) }));

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const scrolls: { id: string; options: ScrollIntoViewOptions }[] = [];
beforeEach(() => {
  docs.download.mockClear();
  scrolls.length = 0;
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolls.push({ id: this.id, options: options as ScrollIntoViewOptions });
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function open(url = '/fundraising-collateral', firstName = 'Dana') {
  signIn(owner({ first_name: firstName }));
  return renderRoute(<CollateralPage />, { path: '/fundraising-collateral/*', initial: url });
}

const card = (title: string) => screen.getByRole('listitem', { name: title });
const titles = () => screen.getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent);
const download = (title: string) => screen.getByRole('button', { name: `Download ${title}` });

/** Every card Complete except the ones named. */
const allCompleteBut = (...notReady: string[]) => Object.fromEntries(COLLATERAL_CARDS.map((c) => [c.title, !notReady.includes(c.title)]));

describe('Fundraising Resources (spec file 3 §2, §4, §5, §8)', () => {
  it('greets the user by first name, with “User” when it is unknown, and explains the page', async () => {
    closingServerB();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Dana' })).toBeInTheDocument();
    expect(screen.getByText(/A resource marked Not Ready is waiting on the part of the plan that feeds it/)).toBeInTheDocument();
    cleanup();
    open('/fundraising-collateral', '');
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, User' })).toBeInTheDocument();
  });

  it('says it is loading, then shows the 25 cards, each with its status, title, description and Download', async () => {
    const server = closingServerB({ collateral: allCompleteBut('Campaign Gift Pyramid') });
    const release = server.hold('GET /fundraising-collateral-status');
    open();
    expect(await screen.findByText('Loading fundraising collateral status...')).toBeInTheDocument();
    release();
    await screen.findByRole('heading', { name: 'Stewardship Structure' });
    expect(titles()).toEqual(COLLATERAL_CARDS.map((c) => c.title));
    expect(titles()).toHaveLength(25);
    expect(within(card('Stewardship Structure')).getByText('Complete')).toBeInTheDocument();
    expect(within(card('Campaign Gift Pyramid')).getByText('Not Ready')).toBeInTheDocument();
    expect(within(card('Pledge Form')).getByText(COLLATERAL_CARDS.find((c) => c.title === 'Pledge Form')!.description)).toBeInTheDocument();
  });

  it('filters by tab, preset by ?tab=, with an accessible tab list that moves with the arrow keys', async () => {
    closingServerB();
    const { router } = open('/fundraising-collateral?tab=gift-documentation');
    await screen.findByRole('heading', { name: 'Pledge Form' });
    expect(screen.getByRole('tab', { name: 'Gift Documentation' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Gift Documentation' })).toBeInTheDocument();
    expect(titles()).toEqual([
      'Gift Agreement: Pledge',
      'Gift Agreement: Planned Gift',
      'Pledge Form',
      'Stock and Wire Transfer Instructions',
      'Standard Tax Receipt and Acknowledgement Letter',
      'Gift Agreement for an Outright Gift',
      'Gift Agreement for Naming an Endowment',
      'Sponsorship Agreement',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Donor Materials' }));
    expect(titles()).toEqual(['Case for Support', 'Stewardship Structure', 'Case for Support Narrative', 'Talking Points']);
    expect(router.state.location.search).toBe('?tab=donor-materials');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Donor Materials' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Internal Operations' })).toHaveFocus();
    expect(titles()).toHaveLength(13);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Internal Operations' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(titles()).toHaveLength(25);
  });

  it('enables each Download by the spec’s rules: generated documents only when Complete, templates unless Not Ready', async () => {
    closingServerB({ collateral: allCompleteBut('Talking Points', 'Policies and Procedures', 'Pledge Form', 'Case for Support Narrative') });
    open();
    await screen.findByRole('heading', { name: 'Talking Points' });
    expect(download('Stewardship Structure')).toBeEnabled();
    expect(download('Talking Points')).toBeDisabled();
    expect(download('Policies and Procedures')).toBeDisabled();
    expect(download('Gift Acceptance Policy')).toBeEnabled();
    expect(download('Pledge Form')).toBeDisabled();
    // A resource that is not ready says which page makes it ready.
    expect(within(card('Talking Points')).getByRole('link', { name: 'Success Story Highlights' })).toHaveAttribute(
      'href',
      '/steps/finalize-your-case-for-support/success-story-highlights',
    );
  });

  it('links a Not Ready card to the page that makes it ready: its own page, else the policies page for a foundational template and Development Documents for the others', async () => {
    closingServerB({ collateral: allCompleteBut('Case for Support Narrative', 'Policies and Procedures', 'Naming Rights Policy', 'Pledge Form') });
    open();
    await screen.findByRole('heading', { name: 'Pledge Form' });
    const link = (title: string, name: string) => within(card(title)).getByRole('link', { name });
    expect(link('Case for Support Narrative', 'Case for Support')).toHaveAttribute('href', '/steps/finalize-your-case-for-support/overview');
    expect(link('Policies and Procedures', 'Policies and Procedures Manual')).toHaveAttribute(
      'href',
      '/steps/fundraising-operations/policies-procedures',
    );
    expect(link('Naming Rights Policy', 'Policies and Procedures Manual')).toHaveAttribute(
      'href',
      '/steps/fundraising-operations/policies-procedures',
    );
    expect(link('Pledge Form', 'Development Documents')).toHaveAttribute('href', '/steps/fundraising-operations/development-documents');
    expect(within(card('Stewardship Structure')).queryByRole('link')).toBeNull();
  });

  it('downloads the case for support as its PDF and the narrative as Word through the pipeline', async () => {
    closingServerB({ collateral: allCompleteBut() });
    open();
    await screen.findByRole('heading', { name: 'Case for Support' });
    for (const title of ['Case for Support', 'Case for Support Narrative']) {
      expect(within(card(title)).getByText('Complete')).toBeInTheDocument();
      expect(download(title)).toBeEnabled();
    }
    await userEvent.click(download('Case for Support'));
    expect(docs.download).toHaveBeenLastCalledWith('case_statement', undefined);
    await userEvent.click(download('Case for Support Narrative'));
    expect(docs.download).toHaveBeenLastCalledWith('case_narrative', undefined);
  });

  it('downloads through the documents pipeline and counts policy and pyramid downloads', async () => {
    const server = closingServerB({ collateral: allCompleteBut() });
    open();
    await screen.findByRole('heading', { name: 'Naming Rights Policy' });
    await userEvent.click(download('Naming Rights Policy'));
    await waitFor(() => expect(server.bodies('PATCH /policies_and_procedures/increment_download_flag')).toEqual([{ identity: 'naming_rights_policy' }]));
    expect(docs.download).toHaveBeenLastCalledWith('policy_document', 'naming_rights_policy');
    await userEvent.click(download('Policies and Procedures'));
    await waitFor(() => expect(server.bodies('PATCH /policies_and_procedures/increment_download_flag')).toHaveLength(2));
    expect(docs.download).toHaveBeenLastCalledWith('policies_manual', undefined);
    await userEvent.click(download('Campaign Gift Pyramid'));
    await waitFor(() => expect(server.bodies('PATCH /gift_pyramid/increment_download_flag')).toHaveLength(1));
    expect(docs.download).toHaveBeenLastCalledWith('gift_pyramid', undefined);
    await userEvent.click(download('Understanding Your Fundraising Goals'));
    expect(docs.download).toHaveBeenLastCalledWith('fundraising_goals', undefined);
    expect(server.calls.filter((c) => c.method === 'PATCH')).toHaveLength(3);
  });

  it('does not count a download that failed (the documents overlay has said why)', async () => {
    const server = closingServerB({ collateral: allCompleteBut() });
    docs.download.mockResolvedValueOnce(false);
    open();
    await screen.findByRole('heading', { name: 'Donor Privacy Policy' });
    await userEvent.click(download('Donor Privacy Policy'));
    expect(docs.download).toHaveBeenCalledWith('policy_document', 'donor_privacy_policy');
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('scrolls to the card of ?highlight= and highlights it for 10 seconds, moving the focus to its title', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    closingServerB();
    open('/fundraising-collateral?highlight=stewardship-structure');
    await waitFor(() => expect(card('Stewardship Structure')).toHaveClass('collateral-card--highlight'));
    expect(scrolls).toEqual([{ id: 'stewardship-structure', options: { behavior: 'smooth', block: 'center' } }]);
    expect(within(card('Stewardship Structure')).getByRole('heading')).toHaveFocus();
    expect(card('Talking Points')).not.toHaveClass('collateral-card--highlight');
    act(() => {
      vi.advanceTimersByTime(9_000);
    });
    expect(card('Stewardship Structure')).toHaveClass('collateral-card--highlight');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(card('Stewardship Structure')).not.toHaveClass('collateral-card--highlight');
  });

  it('jumps without smooth scrolling when the user asks for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    closingServerB();
    open('/fundraising-collateral?highlight=talking-points');
    await waitFor(() => expect(card('Talking Points')).toHaveClass('collateral-card--highlight'));
    expect(scrolls).toEqual([{ id: 'talking-points', options: { behavior: 'auto', block: 'center' } }]);
  });

  it('shows the spec’s message for a failed load: the HTTP status, or the error’s own message', async () => {
    const server = closingServerB();
    server.fail('GET /fundraising-collateral-status', { status: 503, times: 1 });
    open();
    expect(await screen.findByText('HTTP error! Status: 503')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Pledge Form' })).toBeInTheDocument();
    cleanup();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Network request failed'))));
    open();
    expect(await screen.findByText('Network request failed')).toBeInTheDocument();
  });

  it('asks to refresh when there is no signed-in user', () => {
    closingServerB();
    renderRoute(<CollateralPage />, { path: '/fundraising-collateral/*', initial: '/fundraising-collateral' });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load user authentication. Please try refreshing the page.');
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, User' })).toBeInTheDocument();
  });
});

describe('the six completion toasts land on their resource (spec file 3 §2 "Completion toasts")', () => {
  const toasts = [...Object.values(TOASTS_ON_ARRIVAL), ...Object.values(TOASTS_ON_COMPLETION)].filter((t) => t !== undefined);

  it('are six, each linking to the Fundraising Resources page', () => {
    expect(toasts).toHaveLength(6);
    expect(toasts.every((t) => t.href.startsWith('/fundraising-collateral?'))).toBe(true);
  });

  it.each(toasts.map((t) => [t.resource, t.href]))('%s (%s)', async (resource, href) => {
    closingServerB();
    open(href);
    const query = new URLSearchParams(href.split('?')[1]);
    if (query.has('highlight')) {
      await waitFor(() => expect(card(resource)).toHaveClass('collateral-card--highlight'));
      expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('collateral-card--highlight'))).toHaveLength(1);
    } else {
      await screen.findAllByRole('heading', { level: 2 });
      expect(screen.getByRole('tab', { name: resource })).toHaveAttribute('aria-selected', 'true');
      expect(titles()).toEqual(COLLATERAL_CARDS.filter((c) => c.type === resource).map((c) => c.title));
    }
  });
});

describe('Fundraising Resources, accessibility', () => {
  it('passes axe with a tab preset, a card highlighted and Not Ready cards', async () => {
    closingServerB({ collateral: allCompleteBut('Talking Points') });
    const { container } = open('/fundraising-collateral?tab=donor-materials&highlight=stewardship-structure');
    await waitFor(() => expect(card('Stewardship Structure')).toHaveClass('collateral-card--highlight'));
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
