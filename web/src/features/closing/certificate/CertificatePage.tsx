/**
 * Module 15 'certificate', "Congratulations Strategic Plan for Fundraising Completed" (spec file 3
 * §2; DECISIONS "Certificate"): once every module that is not skipped is complete, the certificate
 * with the organization's name and logo, the title, the completion date, the three-year goal and
 * the team, and Download PDF (a one-page landscape PDF from the documents pipeline); before that,
 * the pages still to finish, each a link.
 */
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { MODULES } from '../../../generated/registry';
import { formatUsd } from '../../../lib/format';
import { useCertificate, type Certificate } from '../../../lib/resources/certificate';
import { ShareWithFunder, useDocumentDownload } from '../../../components/documents';
import { DownloadIcon } from '../../../components/icons';
import { LoadFailed, LoadingData, OrganizationGate } from '../../../components/plan/PageStates';
import { CM, logoAlt, moduleLabel } from './messages';
import './certificate.css';

export function CertificatePage() {
  return (
    <OrganizationGate>
      <CertificateLoader />
    </OrganizationGate>
  );
}

function CertificateLoader() {
  const query = useCertificate();
  if (query.data) return query.data.completed ? <CompletedCertificate certificate={query.data} /> : <Remaining certificate={query.data} />;
  if (query.isError) return <LoadFailed message={CM.LOAD_FAILED} onRetry={() => void query.refetch()} />;
  return <LoadingData />;
}

function CompletedCertificate({ certificate: c }: { certificate: Certificate }) {
  const documents = useDocumentDownload();
  const { download, overlay, busy } = documents;
  return (
    <div className="certificate-page">
      <section className="certificate" aria-labelledby="certificate-title">
        <div className="certificate__frame">
          {c.logo_url ? <img className="certificate__logo" src={c.logo_url} alt={logoAlt(c.organization_name)} /> : null}
          <h2 className="certificate__title" id="certificate-title">
            <span className="certificate__congratulations">{CM.CONGRATULATIONS}</span>{' '}
            <span className="certificate__completed">{CM.COMPLETED}</span>
          </h2>
          <p className="certificate__certifies">{CM.CERTIFIES}</p>
          <p className="certificate__organization">{c.organization_name}</p>
          <p className="certificate__certifies">{CM.HAS_COMPLETED}</p>
          <dl className="certificate__facts">
            <div>
              <dt>{CM.GOAL}</dt>
              <dd>{formatUsd(c.total_fundraising_goal_3y)}</dd>
            </div>
            {c.completed_on ? (
              <div>
                <dt>{CM.DATE}</dt>
                <dd>{c.completed_on}</dd>
              </div>
            ) : null}
          </dl>
          {c.team.length > 0 ? (
            <div className="certificate__team">
              <h3>{CM.TEAM}</h3>
              <ul>
                {c.team.map((m, i) => (
                  <li key={`${m.name}-${i}`}>
                    <span className="certificate__member">{m.name}</span>
                    {m.role ? (
                      <>
                        <span className="visually-hidden">, </span>
                        <span className="certificate__role">{m.role}</span>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </section>
      <div className="certificate-page__actions">
        <Button icon={<DownloadIcon width={16} height={16} />} disabled={busy} onClick={() => void download('certificate')}>
          {CM.DOWNLOAD}
        </Button>
        <ShareWithFunder kind="certificate" documents={documents} />
      </div>
      {overlay}
    </div>
  );
}

/** The pages left, grouped under their module in plan order (the case document belongs to module 11). */
function byModule(remaining: Certificate['remaining']) {
  const groups: { module: (typeof MODULES)[number] | null; pages: Certificate['remaining'] }[] = [];
  for (const page of remaining) {
    const module =
      MODULES.find((m) => page.path.startsWith(`${m.path}/`)) ??
      (page.path === '/case-statement-document' ? (MODULES.find((m) => m.number === 11) ?? null) : null);
    const last = groups.at(-1);
    if (last && last.module === module) last.pages.push(page);
    else groups.push({ module, pages: [page] });
  }
  return groups;
}

function Remaining({ certificate: c }: { certificate: Certificate }) {
  return (
    <Alert tone="info" className="certificate-remaining">
      <p>{CM.NOT_YET}</p>
      {c.remaining.length > 0 ? (
        <>
          <p>{CM.LEFT}</p>
          <ul className="certificate-remaining__modules">
            {byModule(c.remaining).map(({ module, pages }) => (
              <li key={pages[0].path}>
                {module ? <span className="certificate-remaining__module">{moduleLabel(module.number, module.name)}</span> : null}
                <ul className="certificate-remaining__pages">
                  {pages.map((r) => (
                    <li key={r.path}>
                      <Link to={r.path}>{r.name}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Alert>
  );
}
