import { Link } from 'react-router';
import { env } from '../../../config/env';
import type { NavModule, NavStatusResponse } from '../../../lib/resources/navigation';
import { displayName } from '../../../lib/names';
import { useSession } from '../../../lib/session';
import { OUTPUTS } from '../outputs';
import '../planning.css';

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

/** How many section names a module's line shows before "and N more". */
const SHOWN_SECTIONS = 4;

function sectionLine(module: NavModule): string {
  const names = module.sections.map((s) => s.name);
  if (names.length <= SHOWN_SECTIONS) return names.join(' · ');
  return `${names.slice(0, SHOWN_SECTIONS).join(' · ')} and ${names.length - SHOWN_SECTIONS} more`;
}

/**
 * Module 1's welcome page (spec §1): how the toolkit works, the plan outputs against the resources
 * outputs, the modules (from the server's section registry) and the advisory team's contact.
 * The step container around it gives the title and the Next button.
 */
export function GettingStartedWelcomePage({ nav }: { nav: NavStatusResponse }) {
  const session = useSession();
  const first = session?.user.firstName?.trim() || (session ? displayName(session.user) : '');
  const modules = nav.modules;

  return (
    <div className="gs">
      <section className="gs__hero" aria-labelledby="gs-hello">
        <h2 id="gs-hello">{first ? `Welcome, ${first}!` : 'Welcome!'} Let’s build your strategic plan for fundraising.</h2>
        <p className="gs__lead">
          This toolkit guides your organization through {modules.length} modules, one step at a time. Together they
          turn your vision, your programs and your budgets into a three-year fundraising goal — and into the
          fundraising resources you need to reach it.
        </p>
      </section>

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
        <h2 id="gs-modules">The {modules.length} modules</h2>
        <ol className="gs__modules">
          {modules.map((module) => {
            const percent = nav.module_progress[module.slug]?.percent ?? 0;
            return (
              <li key={module.slug}>
                <span className="gs__module-num" aria-hidden="true">
                  {module.number}
                </span>
                <div>
                  <Link className="gs__module-link" to={module.sections[0]?.path ?? module.path}>
                    {module.name}
                  </Link>
                  {percent > 0 ? <span className="gs__module-done">{percent}% done</span> : null}
                  <span className="gs__module-sections">{sectionLine(module)}</span>
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      <aside className="gs__contact" aria-label="Advisory team">
        <p>
          <strong>Questions along the way?</strong> Our advisory team is here to help: write to{' '}
          <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a> and we will get back to you within one
          business day.
        </p>
      </aside>
    </div>
  );
}
