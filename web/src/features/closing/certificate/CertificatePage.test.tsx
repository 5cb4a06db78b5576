import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closingServerB } from '../../../test/closingServerB';
import { renderPlanPage } from '../../../test/planningPages';

const docs = vi.hoisted(() => ({ download: vi.fn(async (_kind: string, _identity?: string) => true) }));
vi.mock('../../../components/documents', () => ({
  useDocumentDownload: () => ({ download: docs.download, overlay: null }),
  ShareWithFunder: () => null,
}));

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGE = '/steps/congratulations/certificate';

describe('the certificate of module 15 (spec file 3 §2; DECISIONS "Certificate")', () => {
  it('shows the organization’s name and logo, the title, the date, the three-year goal and the team', async () => {
    closingServerB();
    renderPlanPage(PAGE);
    const certificate = await screen.findByRole('region', { name: 'Congratulations Strategic Plan for Fundraising Completed' });
    expect(within(certificate).getByRole('img', { name: 'Riverbend Literacy Alliance logo' })).toHaveAttribute(
      'src',
      'https://files.example.org/riverbend-logo.png',
    );
    expect(within(certificate).getByText('Riverbend Literacy Alliance')).toBeInTheDocument();
    expect(within(certificate).getByText('November 23, 2026')).toBeInTheDocument();
    expect(within(certificate).getByText('$3,500,000')).toBeInTheDocument();
    const team = within(certificate).getAllByRole('listitem').map((li) => li.textContent);
    expect(team).toEqual(['Dana Whitfield, Executive Director', 'Margaret Hale, Board Chair']);
  });

  it('downloads the certificate as a PDF through the documents pipeline', async () => {
    closingServerB();
    renderPlanPage(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(docs.download).toHaveBeenCalledWith('certificate');
  });

  it('before the plan is complete, lists what is left, each a link to its page, and offers no download', async () => {
    closingServerB({
      certificate: {
        completed: false,
        completed_on: null,
        remaining: [
          { path: '/steps/gift-pyramid/prospect-to-donor-ratio', name: 'Donor: Prospect Ratio and Gift Pyramid' },
          { path: '/steps/stewardship/donor-recognition', name: 'Donor Recognition and Benefit Structure' },
        ],
      },
    });
    renderPlanPage(PAGE);
    expect(await screen.findByText('Your certificate is ready once every module of your plan is complete.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Donor: Prospect Ratio and Gift Pyramid' })).toHaveAttribute('href', '/steps/gift-pyramid/prospect-to-donor-ratio');
    expect(screen.getByRole('link', { name: 'Donor Recognition and Benefit Structure' })).toHaveAttribute('href', '/steps/stewardship/donor-recognition');
    // Grouped under their module.
    const modules = screen.getAllByRole('listitem').filter((li) => li.parentElement?.classList.contains('certificate-remaining__modules'));
    expect(modules.map((li) => li.firstChild?.textContent)).toEqual(['Module 12 · Gift Pyramid', 'Module 13 · Stewardship Structure']);
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Congratulations/ })).toBeNull();
  });

  it('says so, with Try again, when the certificate cannot be loaded', async () => {
    const server = closingServerB();
    server.fail('GET /certificate', { status: 500 });
    renderPlanPage(PAGE);
    expect(await screen.findByText('An error occurred while loading the data. Please try refreshing the page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the certificate, accessibility', () => {
  it('passes axe, complete and not yet complete', async () => {
    closingServerB();
    const first = renderPlanPage(PAGE);
    await screen.findByRole('button', { name: 'Download PDF' });
    expect((await axe.run(first.container, { rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id)).toEqual([]);
    cleanup();
    closingServerB({ certificate: { completed: false, completed_on: null, remaining: [{ path: '/steps/stewardship/donor-recognition', name: 'Donor Recognition and Benefit Structure' }] } });
    const second = renderPlanPage(PAGE);
    await screen.findByRole('link', { name: 'Donor Recognition and Benefit Structure' });
    expect((await axe.run(second.container, { rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id)).toEqual([]);
  });
});
