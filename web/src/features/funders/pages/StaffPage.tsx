import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { SelectField, TextField } from '../../../components/Field';
import { describedBy } from '../../../components/fieldIds';
import { PageTitle } from '../../../components/PageTitle';
import { M } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { usLongDate } from '../../../lib/format';
import { isEmailShape } from '../../../lib/validation';
import { funderApi, funderKeys, useFunderHome, useStaff, type Cohort, type StaffInvite } from '../api';
import { Failed, Loading } from '../components/PageState';
import { failureMessage, fieldErrorsOf, isStatus } from '../errors';
import { isAdmin, ROLES, roleLabel, type FunderRole } from '../format';
import '../funders.css';

/** The names of the cohorts `ids` names, in the funder's order; "All cohorts" for an admin. */
function cohortNames(role: string, ids: string[], cohorts: Cohort[]): string {
  if (isAdmin(role)) return 'All cohorts';
  const names = cohorts.filter((c) => ids.includes(c.id)).map((c) => c.name);
  return names.length > 0 ? names.join(', ') : 'None yet';
}

/**
 * A funder's staff (/funders/:funderId/staff, admins): the people and the pending invitations,
 * and an invitation to an admin or a programme officer, who follows the cohorts chosen.
 */
export function StaffPage() {
  const { funderId = '' } = useParams();
  const home = useFunderHome(funderId);
  const admin = isAdmin(home.data?.role);
  const staff = useStaff(funderId, admin);

  if (home.isPending) return <Loading message="Loading your staff…" />;
  if (home.isError) return <Failed title="Staff" error={home.error} />;
  const funder = home.data;
  if (!admin) {
    return (
      <section className="funder-panel">
        <PageTitle title={`Staff · ${funder.name}`} />
        <h1>Staff</h1>
        <Alert tone="info">Only an admin of {funder.name} can see and invite its staff.</Alert>
        <Link to={paths.funderHome(funderId)}>Back to cohorts</Link>
      </section>
    );
  }
  if (staff.isPending) return <Loading message="Loading your staff…" />;
  if (staff.isError) return <Failed title="Staff" error={staff.error} />;
  const { staff: people, invitations } = staff.data;

  return (
    <section className="funder-panel">
      <PageTitle title={`Staff · ${funder.name}`} />
      <h1>Staff</h1>
      <p className="funder-head__lead">
        Admins set up cohorts, hand out codes and invite staff. Programme officers follow the cohorts you assign to them.
      </p>

      <div className="staff-layout">
        <div>
          <h2 className="funder-section-title">People</h2>
          <div className="funder-table__scroll">
            <table className="funder-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Cohorts</th>
                </tr>
              </thead>
              <tbody>
                {people.map((p) => (
                  <tr key={p.user_id}>
                    <th scope="row">{p.name}</th>
                    <td>{p.email}</td>
                    <td>{roleLabel(p.role)}</td>
                    <td>{cohortNames(p.role, p.cohorts, funder.cohorts)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <h2 className="funder-section-title">Pending invitations</h2>
          {invitations.length === 0 ? (
            <p className="muted">No invitations are waiting for an answer.</p>
          ) : (
            <div className="funder-table__scroll">
              <table className="funder-table">
                <thead>
                  <tr>
                    <th scope="col">Email</th>
                    <th scope="col">Role</th>
                    <th scope="col">Cohorts</th>
                    <th scope="col">Link works until</th>
                  </tr>
                </thead>
                <tbody>
                  {invitations.map((i) => (
                    <tr key={i.email}>
                      <th scope="row">{i.email}</th>
                      <td>{roleLabel(i.role)}</td>
                      <td>{cohortNames(i.role, i.cohorts, funder.cohorts)}</td>
                      <td>{usLongDate(i.expires_on)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>

        <InviteForm funderId={funderId} cohorts={funder.cohorts} />
      </div>
    </section>
  );
}

type Field = 'email' | 'role' | 'cohorts';

function InviteForm({ funderId, cohorts }: { funderId: string; cohorts: Cohort[] }) {
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<FunderRole>('programme_officer');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [focusError, setFocusError] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const cohortsId = useId();

  useEffect(() => {
    if (focusError) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const invite = useMutation({
    mutationFn: (body: StaffInvite) => funderApi.invite(funderId, body),
    onSuccess: (list, body) => {
      client.setQueryData(funderKeys.staff(funderId), list);
      setSent(body.email ?? '');
      setEmail('');
      setChosen([]);
    },
    onError: (error) => {
      // 409: the address is on the staff already; 422: what the server found wrong, by field.
      const server = fieldErrorsOf(error);
      const fields: Partial<Record<Field, string>> = isStatus(error, 409)
        ? { email: failureMessage(error) }
        : { email: server.email, role: server.role, cohorts: server.cohorts };
      const found = Object.fromEntries(Object.entries(fields).filter(([, v]) => v)) as Partial<Record<Field, string>>;
      if (Object.keys(found).length > 0) {
        setErrors(found);
        setFocusError((n) => n + 1);
      } else {
        setFailure(failureMessage(error));
      }
    },
  });

  const clear = (field: Field) => {
    setErrors((e) => {
      if (!e[field]) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
    setFailure(null);
    setSent(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    setFailure(null);
    const address = email.trim();
    const found: Partial<Record<Field, string>> = {};
    if (!address) found.email = M.FIELD_REQUIRED;
    else if (!isEmailShape(address)) found.email = M.INVALID_EMAIL;
    setErrors(found);
    if (found.email) {
      setFocusError((n) => n + 1);
      return;
    }
    invite.mutate({ email: address, role, cohorts: role === 'programme_officer' ? chosen : [] });
  };

  const officer = role === 'programme_officer';

  return (
    <section className="staff-invite" aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title" className="funder-section-title">
        Invite someone
      </h2>
      <p className="muted">They get an e-mail with a link to join. The link works for 7 days.</p>
      {sent ? <Alert tone="success">Invitation sent to {sent}.</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <form ref={form} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            clear('email');
          }}
          error={errors.email}
          required
        />
        <SelectField
          label="Role"
          name="role"
          value={role}
          onChange={(e) => {
            setRole(e.target.value as FunderRole);
            clear('role');
            clear('cohorts');
          }}
          hint={officer ? 'Follows the cohorts you choose below.' : 'Sets up cohorts, hands out codes and invites staff.'}
          error={errors.role}
        >
          {ROLES.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </SelectField>
        {officer ? (
          <fieldset
            className={`field staff-cohorts ${errors.cohorts ? 'field--invalid' : ''}`}
            aria-describedby={describedBy(cohortsId, errors.cohorts)}
          >
            <legend className="field__label">Cohorts they follow</legend>
            {cohorts.length === 0 ? (
              <p className="field__hint">This funder has no cohorts yet.</p>
            ) : (
              cohorts.map((c) => (
                <label key={c.id} className="staff-cohort">
                  <input
                    type="checkbox"
                    name="cohorts"
                    value={c.id}
                    checked={chosen.includes(c.id)}
                    aria-invalid={errors.cohorts ? true : undefined}
                    onChange={(e) => {
                      const on = e.target.checked;
                      setChosen((list) => (on ? [...list, c.id] : list.filter((id) => id !== c.id)));
                      clear('cohorts');
                    }}
                  />
                  <span>{c.name}</span>
                </label>
              ))
            )}
            {errors.cohorts ? (
              <p className="field__error" id={`${cohortsId}-error`} role="alert">
                {errors.cohorts}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </form>
    </section>
  );
}

export default StaffPage;
