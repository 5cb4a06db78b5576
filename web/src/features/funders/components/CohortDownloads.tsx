import { useMutation } from '@tanstack/react-query';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { DownloadIcon } from '../../../components/icons';
import { saveFile, type DownloadedFile } from '../../../lib/api/download';
import { funderApi } from '../api';
import { failureMessage } from '../errors';
import { StatusMessage } from './StatusMessage';

type Kind = 'csv' | 'xlsx' | 'codes';

/**
 * The cohort's exports: its organizations as CSV and as an Excel workbook (staff), and its codes as
 * CSV (admins; an admin's workbook also has them). The API wants the session's token, so each file
 * is fetched, then handed to the browser to save.
 */
export function CohortDownloads({ funderId, cohortId, admin }: { funderId: string; cohortId: string; admin: boolean }) {
  const fetchFile = useMutation({
    mutationFn: (kind: Kind): Promise<DownloadedFile> =>
      kind === 'csv'
        ? funderApi.organizationsCsv(funderId, cohortId)
        : kind === 'xlsx'
          ? funderApi.workbook(funderId, cohortId)
          : funderApi.codesCsv(funderId, cohortId),
    onSuccess: (file) => saveFile(file),
  });

  const button = (kind: Kind, label: string) => (
    <Button
      variant="secondary"
      size="sm"
      icon={<DownloadIcon width={16} height={16} aria-hidden="true" />}
      loading={fetchFile.isPending && fetchFile.variables === kind}
      aria-disabled={(fetchFile.isPending && fetchFile.variables !== kind) || undefined}
      onClick={() => {
        if (!fetchFile.isPending) fetchFile.mutate(kind);
      }}
    >
      {label}
    </Button>
  );

  return (
    <div className="cohort-downloads">
      <div className="cohort-downloads__buttons" role="group" aria-label="Downloads">
        {button('csv', 'Download CSV')}
        {button('xlsx', 'Download Excel')}
        {admin ? button('codes', 'Download codes (CSV)') : null}
      </div>
      <StatusMessage message={fetchFile.isSuccess ? `Downloaded ${fetchFile.data.name}.` : null} />
      {fetchFile.isError ? <Alert tone="error">{`The file could not be downloaded. ${failureMessage(fetchFile.error)}`}</Alert> : null}
    </div>
  );
}
