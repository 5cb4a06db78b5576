import { Alert } from '../../../components/Alert';
import { PageLoader } from '../../../components/Spinner';
import { failureMessage } from '../errors';

/** A funder page's wait, or why it could not be read. */
export function Loading({ message }: { message: string }) {
  return (
    <section className="funder-panel">
      <PageLoader message={message} />
    </section>
  );
}

export function Failed({ title, error, children }: { title: string; error: unknown; children?: React.ReactNode }) {
  return (
    <section className="funder-panel">
      <h1>{title}</h1>
      <Alert tone="error">{failureMessage(error)}</Alert>
      {children}
    </section>
  );
}
