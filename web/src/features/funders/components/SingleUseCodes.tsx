import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextAreaField } from '../../../components/Field';
import { UploadIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/api/client';
import { funderApi, useCohortChanged, type SingleUseCodesSent } from '../api';
import { failureMessage, fieldErrorsOf } from '../errors';
import { CohortCode } from './CohortCode';
import { CopyButton } from './CopyButton';
import { StatusMessage } from './StatusMessage';

/** Far more than 500 addresses take; a larger file is not a list of addresses. */
const MAX_FILE_BYTES = 1_000_000;

const sentText = (n: number) => (n === 1 ? 'A code was sent to 1 address.' : `Codes sent to ${n} addresses.`);

/**
 * Single-use codes for a list of addresses (admins): pasted, or read from a CSV file into the same
 * list, then sent as the server takes it (the first column of each row, a header row skipped).
 * Each address is e-mailed its own code and link; what was sent is listed. The server refuses the
 * whole list when a row holds no address, and names those rows.
 */
export function SingleUseCodes({ funderId, cohortId }: { funderId: string; cohortId: string }) {
  const changed = useCohortChanged(funderId, cohortId);
  const fileId = useId();
  const [list, setList] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<SingleUseCodesSent | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusList = () => form.current?.querySelector('textarea')?.focus();

  const issue = useMutation({
    mutationFn: (csv: string) => funderApi.issueCodes(funderId, cohortId, csv),
    onSuccess: (answer) => {
      changed();
      setSent(answer);
      setList('');
      setFileName(null);
    },
    onError: (e) => {
      const rows = fieldErrorsOf(e).csv;
      if (rows) {
        setError(`${rows} No code was sent.`);
        focusList();
      } else if (isApiError(e) && e.status >= 500) {
        // The mailer failed part-way: the codes made are kept, and the same list sends them again.
        setFailure(
          'The e-mails could not all be sent. Send the same list again: an address that already has a code gets the same one, not a second.',
        );
      } else setFailure(failureMessage(e));
    },
  });

  const clear = () => {
    setError(null);
    setFailure(null);
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    clear();
    if (file.size > MAX_FILE_BYTES) {
      setError(`${file.name} is larger than 1 MB, far more than a list of 500 addresses. Check that it is the right file.`);
      return;
    }
    try {
      setList(await file.text());
      setFileName(file.name);
    } catch {
      setError(`${file.name} could not be read. Save it again as a CSV file, or paste the addresses.`);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    clear();
    if (!list.trim()) {
      setError('Enter at least one email address, or upload a CSV file.');
      focusList();
      return;
    }
    issue.mutate(list);
  };

  return (
    <section aria-labelledby="single-use-codes">
      <h2 id="single-use-codes" className="funder-section-title">
        Send single-use codes
      </h2>
      <p className="muted">
        Each address is e-mailed a code of its own, which one organization can use. An address that already has a code of
        this cohort is sent the same code again.
      </p>
      <form ref={form} className="single-use" onSubmit={submit} noValidate>
        <TextAreaField
          label="Email addresses"
          name="addresses"
          rows={6}
          spellCheck={false}
          hint="One address per line, at most 500. A CSV file works too: the first column of each row is read, and a header row is skipped."
          value={list}
          onChange={(e) => {
            setList(e.target.value);
            clear();
          }}
          error={error ?? undefined}
        />
        <div className="single-use__file">
          <input
            id={fileId}
            type="file"
            className="upload__input"
            accept=".csv,text/csv,text/plain"
            onChange={(e) => void readFile(e)}
          />
          <label htmlFor={fileId} className="btn btn--secondary btn--sm upload__button">
            <UploadIcon width={16} height={16} aria-hidden="true" />
            <span>Upload a CSV file</span>
          </label>
          {fileName ? <span className="upload__name">Read from {fileName}: check the list above, then send it.</span> : null}
        </div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Button type="submit" loading={issue.isPending}>
          Send codes
        </Button>
      </form>
      <StatusMessage message={sent ? sentText(sent.codes.length) : null} />
      {sent && sent.codes.length > 0 ? (
        <div className="funder-table__scroll">
          <table className="funder-table">
            <caption className="visually-hidden">Codes just sent</caption>
            <thead>
              <tr>
                <th scope="col">Sent to</th>
                <th scope="col">Code</th>
                <th scope="col">Link</th>
              </tr>
            </thead>
            <tbody>
              {sent.codes.map((c) => (
                <tr key={c.code}>
                  <th scope="row">{c.email}</th>
                  <td>
                    <CohortCode code={c.code} size="sm" />
                  </td>
                  <td>
                    <CopyButton text={c.link} label="Copy link" ariaLabel={`Copy link sent to ${c.email}`} done="Link copied" size="sm" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
