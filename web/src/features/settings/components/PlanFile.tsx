import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { isApiError } from '../../../lib/api/client';
import { saveFile } from '../../../lib/api/download';
import { settingsApi } from '../api';
import { Section } from './Section';

export const PLAN_FILE_ANCHOR = 'plan-file';

/** The server's words for a refusal it explains, else a plain "try again". */
function problem(error: unknown, fallback: string): string {
  return isApiError(error) && !error.isNetworkError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;
}

/**
 * The whole plan as one file (issue 19 §4, owners only): download it as a backup or to move it to
 * another fundplan, and import such a file into an organization whose plan is still empty.
 */
export function PlanFile() {
  const client = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const exported = useMutation({ mutationFn: settingsApi.exportPlan, onSuccess: saveFile });
  const imported = useMutation({
    mutationFn: (f: File) => settingsApi.importPlan(f),
    onSuccess: (r) => {
      const pictures = r.pictures === 0 ? '' : `, with ${r.pictures} ${r.pictures === 1 ? 'picture' : 'pictures'}`;
      setDone(`The plan was imported${pictures}. Every page now shows it, and your organization's details above.`);
      setFile(null);
      void client.invalidateQueries();
    },
  });
  return (
    <Section
      id={PLAN_FILE_ANCHOR}
      title="Your plan as a file"
      description="Download the whole plan as one file: every answer, program, budget, goal and closing page, the case document's pictures and your organization's details. Keep it as a backup, or take the plan to another fundplan (a local install or the hosted app)."
    >
      <div className="plan-file">
        <div className="plan-file__part">
          <h3 className="sharing__heading">Download</h3>
          <Button variant="secondary" loading={exported.isPending} onClick={() => exported.mutate()}>
            Download the whole plan
          </Button>
          {exported.isError ? (
            <Alert tone="error">{problem(exported.error, 'The plan file could not be made. Try again.')}</Alert>
          ) : null}
        </div>
        <div className="plan-file__part">
          <h3 className="sharing__heading">Import</h3>
          <p className="settings-card__hint">
            A plan file can only be imported into an organization whose plan is still empty, so nothing is ever
            overwritten. Your team and your subscription stay as they are.
          </p>
          <label htmlFor={fileId} className="field__label">
            Plan file (.zip)
          </label>
          <input
            id={fileId}
            type="file"
            accept=".zip,application/zip"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setDone(null);
              imported.reset();
            }}
          />
          <Button disabled={!file} loading={imported.isPending} onClick={() => file && imported.mutate(file)}>
            Import the plan
          </Button>
          {imported.isError ? (
            <Alert tone="error">{problem(imported.error, 'The plan could not be imported. Try again.')}</Alert>
          ) : null}
          <p role="status" className="plan-file__done">
            {done}
          </p>
        </div>
      </div>
    </Section>
  );
}
