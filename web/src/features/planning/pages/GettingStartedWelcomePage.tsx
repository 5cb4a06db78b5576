import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons';
import { env } from '../../../config/env';
import { MODULE_COUNT } from '../../../config/constants';
import { displayName } from '../../../lib/names';
import { useSession } from '../../../lib/session';
import { OUTPUTS, PLAN_MODULES } from '../modules';
import '../planning.css';
import { PageTitle } from '../../../components/PageTitle';

const HOW = [
  {
    title: 'Answer, module by module',
    text: 'Each module asks focused questions about your organization. Your answers save as you go, so you can stop and pick up where you left off.',
  },
  {
    title: 'Work as a team',
    text: 'Invite colleagues and assign them modules or sections. Everyone sees the same plan and its progress.',
  },
  {
    title: 'Use what you build',
    text: 'Your answers become a three-year fundraising plan and a set of fundraising resources you can download and share.',
  },
];

export function GettingStartedWelcomePage() {
  const session = useSession();
  const first = session?.user.firstName?.trim() || (session ? displayName(session.user) : '');

  return (
    <article className="gs">
      <PageTitle title="Getting Started" />
      <header className="gs__hero">
        <p className="gs__kicker">Module 1 · Getting Started</p>
        <h1>{first ? `Welcome, ${first}!` : 'Welcome!'} Let’s build your strategic plan for fundraising.</h1>
        <p className="gs__lead">
          This toolkit guides your organization through {MODULE_COUNT} modules, one step at a time. Together they
          turn your vision, your programs and your budgets into a three-year fundraising goal — and into the
          fundraising resources you need to reach it.
        </p>
      </header>

      <section aria-labelledby="gs-how" className="gs__section">
        <h2 id="gs-how">How it works</h2>
        <ul className="gs__cards">
          {HOW.map((item, i) => (
            <li key={item.title} className="gs__card">
              <span className="gs__card-num" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="gs-outputs" className="gs__section">
        <h2 id="gs-outputs">What you will create</h2>
        <p className="muted">
          The plan leads to two sets of outputs: the plan itself, and a set of resources built from it.
        </p>
        <div className="gs__table-wrap">
          <table className="gs__table">
            <caption className="visually-hidden">Plan outputs and the resources outputs they feed</caption>
            <thead>
              <tr>
                <th scope="col">Plan outputs</th>
                <th scope="col">Resources outputs</th>
              </tr>
            </thead>
            <tbody>
              {OUTPUTS.map((row) => (
                <tr key={row.plan}>
                  <td>{row.plan}</td>
                  <td>{row.resource}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="gs-modules" className="gs__section">
        <h2 id="gs-modules">The {MODULE_COUNT} modules</h2>
        <ol className="gs__modules">
          {PLAN_MODULES.map((module) => (
            <li key={module.slug}>
              <span className="gs__module-num" aria-hidden="true">
                {module.number}
              </span>
              <div>
                <strong>{module.title}</strong>
                <span>{module.summary}</span>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <aside className="gs__contact" aria-label="Advisory team">
        <p>
          <strong>Questions along the way?</strong> Our advisory team is here to help: write to{' '}
          <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a> and we will get back to you within one
          business day.
        </p>
      </aside>

      <div className="gs__next">
        <Link className="btn btn--primary btn--lg" to="/steps/getting-started/teammember">
          <span>Next</span>
          <ArrowRightIcon width={18} height={18} />
        </Link>
      </div>
    </article>
  );
}

export default GettingStartedWelcomePage;
