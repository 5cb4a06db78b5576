/**
 * Module 14 'policies-procedures' (the ten foundational policies, with Select All on exactly when
 * every one is selected; toggling it sets them all) and 'development-documents' (the development
 * group and the Other Documents group), spec file 3 §2, §4; DECISIONS "Development Documents
 * screen". A change is saved a second after it is made (the flat map of the page's identities);
 * Next waits for the save, and a failed save keeps the user on the page. Every item downloads as a
 * Word document through the documents pipeline, after which the download counter is incremented.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { flatSelection, countPolicyDownload, savePolicies, usePolicies, type PolicySelection } from '../../../lib/resources/policies';
import { useStepValidator } from '../../../lib/stepValidation';
import { AUTOSAVE_MS, useAutosave } from '../../../lib/useAutosave';
import { useDocumentDownload } from '../../../components/documents';
import { DownloadIcon } from '../../../components/icons';
import { LoadFailed, LoadingData, OrganizationGate } from '../../../components/plan/PageStates';
import { POLICIES, type PolicyDef, type PolicyGroup } from '../../../generated/closing';
import { downloadLabel, PM, selectedCount } from './messages';
import './policies.css';

const policiesIn = (group: PolicyGroup) => POLICIES.filter((p) => p.group === group);

interface Group {
  group: PolicyGroup;
  /** The group's heading; none when the page has one group. */
  heading?: string;
}

export function PoliciesProceduresPage() {
  return (
    <OrganizationGate>
      <PolicyScreen lead={PM.POLICIES_LEAD} groups={[{ group: 'foundational' }]} selectAll />
    </OrganizationGate>
  );
}

export function DevelopmentDocumentsPage() {
  return (
    <OrganizationGate>
      <PolicyScreen
        lead={PM.DOCUMENTS_LEAD}
        groups={[
          { group: 'development', heading: PM.DEVELOPMENT },
          { group: 'other', heading: PM.OTHER },
        ]}
      />
    </OrganizationGate>
  );
}

interface ScreenProps {
  lead: string;
  groups: Group[];
  selectAll?: boolean;
}

function PolicyScreen(props: ScreenProps) {
  const query = usePolicies();
  if (query.data) return <PolicyEditor {...props} stored={flatSelection(query.data)} />;
  if (query.isError) return <LoadFailed message={PM.LOAD_FAILED} onRetry={() => void query.refetch()} />;
  return <LoadingData />;
}

const sameSelection = (a: PolicySelection, b: PolicySelection) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);

function PolicyEditor({ lead, groups, selectAll, stored }: ScreenProps & { stored: PolicySelection }) {
  const client = useQueryClient();
  const base = useId();
  const items = groups.flatMap((g) => policiesIn(g.group));
  const [initial] = useState<PolicySelection>(() => Object.fromEntries(items.map((p) => [p.identity, stored[p.identity] === true])));
  const [selection, setSelection] = useState<PolicySelection>(initial);
  const [blocked, setBlocked] = useState(false);
  const { download, overlay, busy } = useDocumentDownload();

  const autosave = useAutosave<PolicySelection>({
    value: selection,
    saved: initial,
    delay: AUTOSAVE_MS.answer,
    equals: sameSelection,
    save: async (value) => {
      await savePolicies(client, value);
    },
  });

  const latest = useRef(autosave);
  useEffect(() => {
    latest.current = autosave;
  });

  useStepValidator(async () => {
    const ok = await latest.current.flush();
    setBlocked(!ok);
    return ok ? 'valid' : 'invalid';
  });

  const set = (patch: PolicySelection) => {
    setBlocked(false);
    setSelection((s) => ({ ...s, ...patch }));
  };

  const getFile = async (p: PolicyDef) => {
    // The selection is saved before a download; a failure there is only logged (spec §8).
    if (!(await latest.current.flush())) console.warn('the selection was not saved before the download');
    if (!(await download('policy_document', p.identity))) return;
    try {
      await countPolicyDownload(p.identity);
    } catch (e) {
      console.warn('the download was not counted', e);
    }
  };

  const all = items.every((p) => selection[p.identity]);
  const selected = items.filter((p) => selection[p.identity]).length;
  const failed = blocked || autosave.status === 'error' || autosave.status === 'conflict';

  return (
    <div className="policies">
      <p className="policies__lead">{lead}</p>
      {selectAll ? (
        <div className="policies__all">
          <label className="policies__check">
            <input
              type="checkbox"
              checked={all}
              onChange={(e) => set(Object.fromEntries(items.map((p) => [p.identity, e.target.checked])))}
            />
            <span>{PM.SELECT_ALL}</span>
          </label>
          <span className="policies__count">{selectedCount(selected, items.length)}</span>
        </div>
      ) : null}
      {groups.map((g) => {
        const headingId = `${base}-${g.group}`;
        return (
          <section key={g.group} className="policies__group" aria-labelledby={g.heading ? headingId : undefined}>
            {g.heading ? (
              <h2 className="policies__heading" id={headingId}>
                {g.heading}
              </h2>
            ) : null}
            <ul className="policies__list">
              {policiesIn(g.group).map((p) => {
                const id = `${base}-${p.identity}`;
                return (
                  <li key={p.identity} className={`policies__item ${selection[p.identity] ? 'policies__item--on' : ''}`}>
                    <input
                      id={id}
                      type="checkbox"
                      className="policies__box"
                      checked={selection[p.identity] === true}
                      aria-describedby={`${id}-description`}
                      onChange={(e) => set({ [p.identity]: e.target.checked })}
                    />
                    <div className="policies__text">
                      <label htmlFor={id} className="policies__name">
                        {p.name}
                      </label>
                      <p id={`${id}-description`} className="policies__description">
                        {p.description}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<DownloadIcon width={16} height={16} />}
                      aria-label={downloadLabel(p.name)}
                      disabled={busy}
                      onClick={() => void getFile(p)}
                    >
                      {PM.DOWNLOAD}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      {failed ? (
        <Alert tone="error" className="qpage__notice">
          {PM.SAVE_FAILED}
        </Alert>
      ) : null}
      {overlay}
    </div>
  );
}
