import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FunderInvoices, Invoice } from '../api';
import { funderHome } from '../../../test/funderFixtures';
import { mockApi, renderRoute, signIn, tableRows } from '../../../test/utils';
import { invoiceStatus } from '../format';
import { BillingPage } from './BillingPage';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderRoute(<BillingPage />, { path: '/funders/:funderId/billing', initial: '/funders/f1/billing', extra: ['/funders/:funderId'] });

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'i1',
  cohort_id: 'c1',
  cohort_name: 'Spring 2027 cohort',
  reason: 'cohort',
  seats: 12,
  status: 'open',
  overdue: false,
  unit_amount_cents: 45_000,
  total_cents: 540_000,
  number: 'F00D-0001',
  created_at: '2026-12-01T15:00:00Z',
  sent_at: '2026-12-01T15:00:01Z',
  due_on: '2026-12-31',
  paid_at: null,
  paid_via: null,
  payment_reference: null,
  url: 'https://invoice.stripe.com/i/acct_1/test_1',
  ...overrides,
});

const billing = (overrides: Partial<FunderInvoices> = {}): FunderInvoices => ({
  seat_price_cents: 45_000,
  billing_email: 'accounts@harborfoundation.org',
  days_until_due: 30,
  outstanding_cents: 540_000,
  invoices: [invoice()],
  ...overrides,
});

describe('BillingPage (issue 18 §6)', { timeout: 20_000 }, () => {
  it('shows the seat price, what is outstanding and each invoice with its amount, due day, state and page', async () => {
    signIn();
    mockApi({
      'GET /funders/f1': () => [200, funderHome('admin')],
      'GET /funders/f1/invoices': () => [
        200,
        billing({
          outstanding_cents: 675_000,
          invoices: [
            invoice({ id: 'i3', number: 'F00D-0003', reason: 'seats_added', seats: 3, unit_amount_cents: 45_000, total_cents: 135_000, due_on: '2027-02-14' }),
            invoice({ id: 'i2', number: 'F00D-0002', status: 'paid', paid_at: '2027-01-20T10:00:00Z', paid_via: 'operator', payment_reference: 'Cheque 10443', seats: 10, total_cents: 450_000 }),
            invoice({ overdue: true }),
          ],
        }),
      ],
    });
    open();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(tableRows(table)).toEqual([
      ['Invoice', 'For', 'Seats', 'Amount', 'Due', 'Status', 'Invoice page'],
      ['F00D-0003', 'Spring 2027 cohortSeats added', '3 seats', '$1,350.00$450.00 a seat', 'February 14, 2027', 'Open', 'View and pay'],
      ['F00D-0002', 'Spring 2027 cohortNew cohort', '10 seats', '$4,500.00$450.00 a seat', 'December 31, 2026', 'Paid on January 20, 2027 by cheque or transfer (Cheque 10443)', 'View'],
      ['F00D-0001', 'Spring 2027 cohortNew cohort', '12 seats', '$5,400.00$450.00 a seat', 'December 31, 2026', 'Overdue since December 31, 2026', 'View and pay'],
    ]);
    const pay = screen.getByRole('link', { name: 'View and pay invoice F00D-0001 (opens in a new tab)' });
    expect(pay).toHaveAttribute('href', 'https://invoice.stripe.com/i/acct_1/test_1');
    expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    const figures = within(screen.getByRole('list', { name: 'Billing at a glance' }));
    expect(figures.getByText('$450.00')).toBeInTheDocument();
    expect(figures.getByText('$6,750.00')).toBeInTheDocument();
    expect(figures.getByText('2 invoices sent and not paid yet, 1 overdue')).toBeInTheDocument();
    expect(screen.getByText(/Invoices are e-mailed to accounts@harborfoundation.org and are due 30 days after they are sent\./)).toBeInTheDocument();
  });

  it('says invoices wait while the seat price is not set, and shows no amount or page for them', async () => {
    signIn();
    mockApi({
      'GET /funders/f1': () => [200, funderHome('admin')],
      'GET /funders/f1/invoices': () => [
        200,
        billing({
          seat_price_cents: null,
          outstanding_cents: 0,
          invoices: [invoice({ status: 'pending', number: null, unit_amount_cents: null, total_cents: null, sent_at: null, due_on: null, url: null })],
        }),
      ],
    });
    open();
    expect(
      await screen.findByText(
        'Your seat price is not set yet, so 1 invoice waits. fundplan sets it as agreed with you, and it is sent as soon as it is.',
      ),
    ).toBeInTheDocument();
    const [, row] = tableRows(screen.getByRole('table', { name: 'Invoices' }));
    expect(row).toEqual(['Not numbered yet', 'Spring 2027 cohortNew cohort', '12 seats', 'At your seat price', '—', 'Not sent yet', '']);
    expect(screen.queryByRole('link', { name: /View/ })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Billing at a glance' })).getByText('Not set yet')).toBeInTheDocument();
  });

  it('before any cohort: no invoices yet, and how the first one is made', async () => {
    signIn();
    mockApi({
      'GET /funders/f1': () => [200, funderHome('admin', [])],
      'GET /funders/f1/invoices': () => [200, billing({ invoices: [], outstanding_cents: 0 })],
    });
    open();
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByText('Nothing to pay now')).toBeInTheDocument();
  });

  it('a programme officer is told billing is the admin’s, and no invoice is asked for', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /funders/f1': () => [200, funderHome('programme_officer')] });
    open();
    expect(await screen.findByText(`Only an admin of Harbor Community Foundation can see its invoices.`)).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/invoices'))).toBe(false);
  });

  it('says how an invoice was paid', () => {
    expect(invoiceStatus(invoice({ status: 'paid', paid_at: '2027-01-05T09:00:00Z', paid_via: 'provider' }))).toBe('Paid on January 5, 2027');
    expect(invoiceStatus(invoice({ status: 'paid', paid_at: '2027-01-05T09:00:00Z', paid_via: 'operator' }))).toBe(
      'Paid on January 5, 2027 by cheque or transfer',
    );
  });
});
