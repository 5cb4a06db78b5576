import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closingServerB } from '../../../test/closingServerB';
import { pressNext, renderPlanPage } from '../../../test/planningPages';
import { POLICIES } from '../../../generated/closing';

const docs = vi.hoisted(() => ({ download: vi.fn(async (_kind: string, _identity?: string) => true) }));
vi.mock('../../../components/documents', () => ({ useDocumentDownload: () => ({ download: docs.download, overlay: null }) }));

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => docs.download.mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const POLICIES_PAGE = '/steps/fundraising-operations/policies-procedures';
const DOCUMENTS_PAGE = '/steps/fundraising-operations/development-documents';
const FOUNDATIONAL = POLICIES.filter((p) => p.group === 'foundational');
const selectAll = () => screen.getByRole('checkbox', { name: 'Select All' });
const box = (name: string) => screen.getByRole('checkbox', { name });

describe('Policies and Procedures Manual (spec file 3 §2, §4)', () => {
  it('lists the ten foundational policies with their descriptions, as stored', async () => {
    closingServerB({ policies: { gift_acceptance_policy: true, donor_privacy_policy: true } });
    renderPlanPage(POLICIES_PAGE);
    await screen.findByRole('checkbox', { name: 'Gift Acceptance Policy' });
    const names = screen.getAllByRole('checkbox').filter((c) => c !== selectAll()).map((c) => (c as HTMLInputElement).labels?.[0]?.textContent);
    expect(names).toEqual(FOUNDATIONAL.map((p) => p.name));
    expect(box('Gift Acceptance Policy')).toBeChecked();
    expect(box('Donor Privacy Policy')).toBeChecked();
    expect(box('Naming Rights Policy')).not.toBeChecked();
    expect(box('Naming Rights Policy')).toHaveAccessibleDescription(FOUNDATIONAL[3].description);
    expect(FOUNDATIONAL.map((p) => p.identity).slice(6)).toEqual(['board_giving_policy', 'campaign_gift_counting_policy', 'donor_recognition_policy', 'endowment_investment_and_spending_policy']);
    expect(screen.getByText('2 of 10 selected')).toBeInTheDocument();
  });

  it('has Select All on exactly when every policy is selected', async () => {
    closingServerB({ policies: Object.fromEntries(FOUNDATIONAL.slice(1).map((p) => [p.identity, true])) });
    renderPlanPage(POLICIES_PAGE);
    await screen.findByRole('checkbox', { name: 'Gift Acceptance Policy' });
    expect(selectAll()).not.toBeChecked();
    fireEvent.click(box('Gift Acceptance Policy'));
    expect(selectAll()).toBeChecked();
    fireEvent.click(box('Corporate Support Policy'));
    expect(selectAll()).not.toBeChecked();
  });

  it('sets every policy with Select All, both ways, and saves the flat map of the ten on Next', async () => {
    const server = closingServerB({ policies: { naming_rights_policy: true, pledge_form: true } });
    renderPlanPage(POLICIES_PAGE);
    await screen.findByRole('checkbox', { name: 'Gift Acceptance Policy' });
    fireEvent.click(selectAll());
    expect(FOUNDATIONAL.every((p) => (box(p.name) as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(selectAll());
    expect(FOUNDATIONAL.some((p) => (box(p.name) as HTMLInputElement).checked)).toBe(false);
    fireEvent.click(selectAll());
    expect(await pressNext()).toBe('valid');
    expect(server.bodies('POST /policies-and-procedures').at(-1)).toEqual(Object.fromEntries(FOUNDATIONAL.map((p) => [p.identity, true])));
    // The development documents were not named, so they stay as stored.
    expect(server.policies.pledge_form).toBe(true);
  });

  it('saves a second after a change, without waiting for Next', async () => {
    const server = closingServerB();
    renderPlanPage(POLICIES_PAGE);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Gift Acknowledgement Policy' }));
    await waitFor(() => expect(server.policies.gift_acknowledgement_policy).toBe(true), { timeout: 3000 });
    expect(await pressNext()).toBe('valid');
    expect(server.bodies('POST /policies-and-procedures')).toHaveLength(1);
  });

  it('keeps the user on the page when the selection cannot be saved', async () => {
    const server = closingServerB();
    server.fail('POST /policies-and-procedures', { status: 500 });
    renderPlanPage(POLICIES_PAGE);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Naming Rights Policy' }));
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save your selection. Please try again.');
  });

  it('downloads a policy as a Word document through the documents pipeline, then counts the download', async () => {
    const server = closingServerB();
    renderPlanPage(POLICIES_PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Download Naming Rights Policy (.docx)' }));
    await waitFor(() => expect(server.bodies('PATCH /policies_and_procedures/increment_download_flag')).toEqual([{ identity: 'naming_rights_policy' }]));
    expect(docs.download).toHaveBeenCalledWith('policy_document', 'naming_rights_policy');
  });

  it('says so, with Try again, when the selection cannot be loaded', async () => {
    const server = closingServerB();
    server.fail('GET /policies-and-procedures', { status: 500, times: 1 });
    renderPlanPage(POLICIES_PAGE);
    expect(await screen.findByText('An error occurred while loading the data. Please try refreshing the page.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Gift Acceptance Policy' })).toBeInTheDocument();
  });
});

describe('Development Documents (spec file 3 §2; DECISIONS "Development Documents screen")', () => {
  it('lists the development group and the Other Documents group, without Select All', async () => {
    closingServerB({ policies: { donor_acknowledgment_letter: true } });
    renderPlanPage(DOCUMENTS_PAGE);
    const development = await screen.findByRole('region', { name: 'Development Documents' });
    const other = screen.getByRole('region', { name: 'Other Documents' });
    const labels = (region: HTMLElement) => within(region).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels(development)).toEqual([
      'Pledge Form',
      'Gift Agreement: Pledge',
      'Gift Agreement: Planned Gift',
      'Gift Agreement for an Outright Gift',
      'Gift Agreement for Naming an Endowment',
      'Sponsorship Agreement',
    ]);
    expect(labels(other)).toEqual(['Standard Tax Receipt and Acknowledgement Letter', 'Stock and Wire Transfer Instructions']);
    expect(box('Standard Tax Receipt and Acknowledgement Letter')).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Select All' })).toBeNull();
  });

  it('saves the eight documents’ choices on Next and downloads each as .docx', async () => {
    const server = closingServerB();
    renderPlanPage(DOCUMENTS_PAGE);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Gift Agreement: Planned Gift' }));
    expect(await pressNext()).toBe('valid');
    const body = server.bodies('POST /policies-and-procedures').at(-1) as Record<string, boolean>;
    expect(Object.keys(body)).toHaveLength(8);
    expect(body.sponsorship_agreement).toBe(false);
    expect(body.gift_agreement_planned_gift).toBe(true);
    expect(body.stock_and_wire_transfer_instructions).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Download Stock and Wire Transfer Instructions (.docx)' }));
    await waitFor(() => expect(docs.download).toHaveBeenCalledWith('policy_document', 'stock_and_wire_transfer_instructions'));
  });
});

describe('Policies and Development Documents, accessibility', () => {
  it.each([POLICIES_PAGE, DOCUMENTS_PAGE])('%s passes axe', async (path) => {
    closingServerB({ policies: { gift_acceptance_policy: true, pledge_form: true } });
    const { container } = renderPlanPage(path);
    await screen.findAllByRole('button', { name: /^Download / });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
