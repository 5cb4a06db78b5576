import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { formatCentsExact, usLongDate } from '../../../lib/format';
import { useFunderHome, useInvoices, type FunderInvoices, type Invoice } from '../api';
import { Figure } from '../components/CohortFigures';
import { Failed, Loading } from '../components/PageState';
import { invoiceStatus, isAdmin, seatCount } from '../format';
import '../funders.css';
import { funderPaths } from '../paths';

const invoiceCount = (n: number) => `${n} ${n === 1 ? 'invoice' : 'invoices'}`;

/**
 * The funder's billing (/funders/:funderId/billing, admins; issue 18 §6): the seat price, what is
 * outstanding, and every invoice (one per new cohort, one per batch of seats added), each with
 * its amount, due day, state, and the page where it is read and paid.
 */
export function BillingPage() {
  const { funderId = '' } = useParams();
  const home = useFunderHome(funderId);
  const admin = isAdmin(home.data?.role);
  const invoices = useInvoices(funderId, admin);

  if (home.isPending) return <Loading message="Loading your invoices…" />;
  if (home.isError) return <Failed title="Billing" error={home.error} />;
  const funder = home.data;
  if (!admin) {
    return (
      <section className="funder-panel">
        <PageTitle title={`Billing · ${funder.name}`} />
        <h1>Billing</h1>
        <Alert tone="info">Only an admin of {funder.name} can see its invoices.</Alert>
        <Link to={paths.funderHome(funderId)}>Back to cohorts</Link>
      </section>
    );
  }
  if (invoices.isPending) return <Loading message="Loading your invoices…" />;
  if (invoices.isError) return <Failed title="Billing" error={invoices.error} />;
  const billing = invoices.data;
  const waiting = billing.invoices.filter((i) => i.status === 'pending').length;
  const to = billing.billing_email ?? 'your billing address';

  return (
    <section className="funder-panel">
      <PageTitle title={`Billing · ${funder.name}`} />
      <div className="funder-head">
        <div>
          <p className="funder-head__kicker">Admin</p>
          <h1>Billing</h1>
          <p className="funder-head__lead">
            {funder.name} is invoiced per cohort, not charged up front: each new cohort, and each batch of seats you add,
            is an invoice for those seats at your seat price. Invoices are e-mailed to {to} and are due{' '}
            {billing.days_until_due} days after they are sent.
          </p>
        </div>
      </div>

      <BillingFigures billing={billing} />
      {waiting > 0 ? (
        <Alert tone="info">
          {billing.seat_price_cents == null
            ? `Your seat price is not set yet, so ${invoiceCount(waiting)} ${waiting === 1 ? 'waits' : 'wait'}. fundplan sets it as agreed with you, and ${waiting === 1 ? 'it is' : 'they are'} sent as soon as it is.`
            : `${invoiceCount(waiting)} could not be sent yet. ${waiting === 1 ? 'It goes' : 'They go'} out with your next cohort or seats added, or when fundplan sends ${waiting === 1 ? 'it' : 'them'} again.`}
        </Alert>
      ) : null}

      <h2 className="funder-section-title">Invoices</h2>
      {billing.invoices.length > 0 ? (
        <InvoiceTable funderId={funderId} invoices={billing.invoices} />
      ) : (
        <div className="funder-empty">
          <p className="funder-empty__title">No invoices yet</p>
          <p>Your first invoice is made when you create a cohort: one line for its seats at your seat price.</p>
        </div>
      )}
    </section>
  );
}

function BillingFigures({ billing }: { billing: FunderInvoices }) {
  const open = billing.invoices.filter((i) => i.status === 'open');
  const overdue = open.filter((i) => i.overdue).length;
  return (
    <ul className="cohort-figures" aria-label="Billing at a glance">
      <Figure label="Seat price" missing="Not set yet" value={billing.seat_price_cents == null ? null : formatCentsExact(billing.seat_price_cents)}>
        {billing.seat_price_cents == null
          ? 'fundplan sets it as agreed with you'
          : 'Per seat, as agreed with fundplan'}
      </Figure>
      <Figure label="Outstanding" value={formatCentsExact(billing.outstanding_cents)}>
        {open.length === 0
          ? 'Nothing to pay now'
          : `${invoiceCount(open.length)} sent and not paid yet${overdue > 0 ? `, ${overdue} overdue` : ''}`}
      </Figure>
      <Figure label="Invoices go to" missing="Not set yet" value={billing.billing_email ?? null} text>
        Ask fundplan to send them to another address
      </Figure>
    </ul>
  );
}

function InvoiceTable({ funderId, invoices }: { funderId: string; invoices: Invoice[] }) {
  return (
    <div className="funder-table__scroll">
      <table className="funder-table" aria-label="Invoices">
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">For</th>
            <th scope="col">Seats</th>
            <th scope="col">Amount</th>
            <th scope="col">Due</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Invoice page</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((i) => {
            const name = i.number ?? `for ${i.cohort_name}`;
            return (
              <tr key={i.id} className={i.overdue ? 'is-overdue' : undefined}>
                <th scope="row">{i.number ?? <span className="muted">Not numbered yet</span>}</th>
                <td>
                  <Link to={funderPaths.cohort(funderId, i.cohort_id)}>{i.cohort_name}</Link>
                  <span className="invoice-reason">{i.reason === 'seats_added' ? 'Seats added' : 'New cohort'}</span>
                </td>
                <td>{seatCount(i.seats)}</td>
                <td>
                  {i.total_cents != null && i.unit_amount_cents != null ? (
                    <>
                      <span>{formatCentsExact(i.total_cents)}</span>
                      <span className="invoice-reason">{formatCentsExact(i.unit_amount_cents)} a seat</span>
                    </>
                  ) : (
                    <span className="muted">At your seat price</span>
                  )}
                </td>
                <td>{i.due_on ? usLongDate(i.due_on) : <span className="muted">—</span>}</td>
                <td>{invoiceStatus(i)}</td>
                <td>
                  {i.url && i.status !== 'pending' ? (
                    <a
                      href={i.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${i.status === 'paid' ? 'View' : 'View and pay'} invoice ${name} (opens in a new tab)`}
                    >
                      {i.status === 'paid' ? 'View' : 'View and pay'}
                    </a>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export default BillingPage;
