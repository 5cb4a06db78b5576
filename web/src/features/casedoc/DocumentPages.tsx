/**
 * The document's pages as the preview (and its thumbnails) draw them: one A4 page per entry of
 * `layout.pages`, in order, each by its kind, with the texts of its slots, its pictures by order,
 * its projects and stories by index (contract "Pages"). The pages are sized in container units
 * (cqw), so a page keeps the same proportions and line breaks at any width, like the printed page.
 */
import type { CSSProperties } from 'react';
import { formatUsd } from '../../lib/format';
import type { CasePage, CaseProject, CaseSlice, SlotText } from '../../lib/resources/casedoc';
import { DONUT, donutShapes, palette, shares, sliceColors, wholeOf } from './charts';
import { useDocumentView } from './context';
import { ImageFrame } from './ImageFrame';
import { DM } from './messages';
import { pageId, slotLabel } from './slots';
import { paragraphs, summaryPart } from './summary';
import './documentPages.css';

/** One page. `thumbnail` draws it for looking only: hidden from assistive technology and inert. */
export function DocumentPage({ page, total, thumbnail = false }: { page: CasePage; total: number; thumbnail?: boolean }) {
  const { data } = useDocumentView();
  const body = <PageBody page={page} />;
  const footer =
    page.kind === 'cover' ? null : (
      <footer className="cd-page__footer" aria-hidden="true">
        <span>{data.organization.name}</span>
        <span>{page.number}</span>
      </footer>
    );
  if (thumbnail) {
    return (
      <div className={`cd-page cd-page--${page.kind}`} aria-hidden="true" inert>
        <div className="cd-page__inner">{body}</div>
        {footer}
      </div>
    );
  }
  return (
    <section
      className={`cd-page cd-page--${page.kind}`}
      id={pageId(page.number)}
      data-page={page.number}
      aria-label={DM.PAGE_LABEL(page.number, total, page.title)}
      tabIndex={-1}
    >
      <div className="cd-page__inner">{body}</div>
      {footer}
    </section>
  );
}

function PageBody({ page }: { page: CasePage }) {
  const { data } = useDocumentView();
  const projects = page.projects.map((i) => data.projects[i]).filter((p): p is CaseProject => !!p);
  const stories = page.stories.map((i) => data.success_stories[i]).filter((s) => !!s);
  const title = <h2 className="cd-title">{page.title}</h2>;

  switch (page.kind) {
    case 'cover':
      return (
        // As the PDF: the picture across the top of the page, the organization's name, the title,
        // the campaign's goal, and the address and website at the foot.
        <div className="cd-cover">
          <Pictures page={page} orders={page.images} className="cd-cover__image" />
          <p className="cd-kicker cd-cover__kicker">{data.organization.name}</p>
          <h2 className="cd-cover__title">{page.title}</h2>
          <div className="cd-rule" />
          <p className="cd-cover__goal">
            A three-year campaign to raise <strong>{formatUsd(data.goal.rounded_goal)}</strong>
          </p>
          <p className="cd-cover__site">{[data.organization.address, data.organization.website].filter((l) => l.trim() !== '').join(' · ')}</p>
        </div>
      );
    case 'contents':
      return (
        <div className="cd-contents">
          <div>
            {title}
            <ol className="cd-contents__list">
              {data.layout.contents.map((entry) => (
                <li key={`${entry.page}-${entry.title}`} className="cd-contents__entry">
                  <span className="cd-contents__title">{entry.title}</span>
                  <span className="cd-contents__dots" aria-hidden="true" />
                  <span className="cd-contents__page">
                    <span className="visually-hidden">page </span>
                    {entry.page}
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <Pictures page={page} orders={page.images} className="cd-contents__image" />
        </div>
      );
    case 'director_letter':
      return (
        <>
          {title}
          <div className="cd-letter">
            <Pictures page={page} orders={page.images} className="cd-letter__image" />
            <Slot slot="director_letter" />
            <p className="cd-letter__signature">
              {data.organization.director_name ? <span className="cd-letter__name">{data.organization.director_name}</span> : null}
              <span>Executive Director, {data.organization.name}</span>
            </p>
          </div>
        </>
      );
    case 'our_story':
      return (
        <>
          {title}
          <Slot slot="our_story" />
          <Pictures page={page} orders={page.images} className="cd-grid2" />
        </>
      );
    case 'vision_mission':
      return (
        <>
          {title}
          <Pictures page={page} orders={page.images} className="cd-wide" />
          <div className="cd-columns">
            <div>
              <h3 className="cd-subtitle">Our Vision</h3>
              <Slot slot="vision" />
            </div>
            <div>
              <h3 className="cd-subtitle">Our Mission</h3>
              <Slot slot="mission" />
            </div>
          </div>
        </>
      );
    case 'programs':
    case 'programs_continued':
      return (
        <>
          {title}
          {page.kind === 'programs' && data.core_programs.length > 0 ? (
            <ul className="cd-tags" aria-label="Our core programs">
              {data.core_programs.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
          <Slot slot="summary" words={page.summary_words} />
          <Pictures page={page} orders={page.images} className={page.kind === 'programs' ? 'cd-grid2' : 'cd-wide cd-wide--half'} />
        </>
      );
    case 'call_for_more':
      return (
        <>
          {title}
          <Pictures page={page} orders={page.images} className="cd-wide" />
          <Slot slot="call_for_more" />
        </>
      );
    case 'three_year_goal':
      return (
        <>
          {title}
          <p className="cd-lead">What we will raise, year by year, and what it pays for.</p>
          <Pictures page={page} orders={page.images} className="cd-wide" />
          <GoalCard />
          <GoalTable />
          <GoalAtAGlance />
        </>
      );
    case 'funding_priorities':
      return (
        <>
          {title}
          {projects.map((p, n) => (
            <Project key={p.id} project={p} priority={page.projects[n] + 1} order={page.images[n]} page={page} />
          ))}
          <div className="cd-band cd-band--ops">
            <p className="cd-band__figure">
              <span className="cd-kicker">Annual operations, year 1</span>
              <strong>{formatUsd(data.goal.annual_goal_year_1)}</strong>
            </p>
            <p>
              Raised each year from donors to keep {data.core_programs.length ? listOf(data.core_programs) : 'our programs'} running at full
              strength, alongside the new projects.
            </p>
          </div>
          <div className="cd-columns">
            <DocumentDonut title="Projected expenses" slices={data.expenses} />
            <DocumentDonut title="Projected revenue" slices={data.revenues} />
          </div>
        </>
      );
    case 'further_priorities':
      return (
        <>
          {title}
          {projects.map((p, n) => (
            <Project key={p.id} project={p} priority={page.projects[n] + 1} order={page.images[n]} page={page} />
          ))}
        </>
      );
    case 'success_stories':
    case 'success_stories_continued':
      return (
        <>
          {title}
          {page.images.length ? <Pictures page={page} orders={page.images} className="cd-wide cd-wide--story" /> : null}
          {stories.map((s) => (
            <div key={s.id} className="cd-story">
              <Slot slot={s.slot} />
            </div>
          ))}
        </>
      );
    case 'join_us':
      return (
        <>
          {title}
          <Slot slot="join_us" />
          {data.ways_to_give.length ? (
            <>
              <h3 className="cd-subtitle">Ways to Give</h3>
              <ul className="cd-ways">
                {data.ways_to_give.map((w) => (
                  <li key={w.label}>
                    <strong>{w.label}</strong>
                    {w.sub_options.length ? <span>: {w.sub_options.join(', ')}</span> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Pictures page={page} orders={page.images} className="cd-wide" />
        </>
      );
    case 'contact':
      return (
        <>
          {title}
          <Pictures page={page} orders={page.images} className="cd-wide" />
          <address className="cd-contact">
            <strong className="cd-contact__name">{data.organization.name}</strong>
            {data.organization.director_name ? <span>{data.organization.director_name}, Executive Director</span> : null}
            {data.organization.address ? <span>{data.organization.address}</span> : null}
            {data.organization.phone ? <span>{data.organization.phone}</span> : null}
            {data.organization.website ? <span>{data.organization.website}</span> : null}
          </address>
        </>
      );
    default:
      return title;
  }
}

/** Names as a sentence lists them, as the PDF does: "A, B and C". */
function listOf(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A project as the PDF shows it: its picture, its place in the priorities, name, cost and rationale. */
function Project({ project, priority, order, page }: { project: CaseProject; priority: number; order: number | undefined; page: CasePage }) {
  return (
    <div className="cd-project">
      {order !== undefined ? <Pictures page={page} orders={[order]} className="cd-project__image" /> : null}
      <div>
        <p className="cd-kicker">Priority {priority}</p>
        <h3 className="cd-subtitle">{project.project_name}</h3>
        <p className="cd-project__cost">
          <strong>{formatUsd(project.project_cost)}</strong> over three years
        </p>
        <Slot slot={project.slot} />
      </div>
    </div>
  );
}

/** The page's pictures in reading order, named for their buttons by the page. */
function Pictures({ page, orders, className }: { page: CasePage; orders: number[]; className: string }) {
  const name = (n: number) =>
    page.images.length > 1 ? `${page.title} picture ${page.images.indexOf(orders[n]) + 1}` : `${page.title} picture`;
  return (
    <div className={`cd-pictures ${className}`}>
      {orders.map((order, n) => (
        <ImageFrame key={order} order={order} name={name(n)} />
      ))}
    </div>
  );
}

/** An editable text: its paragraphs (a part of them for the summary), and Edit. */
function Slot({ slot, words }: { slot: string; words?: number[] | null }) {
  const { data, actions } = useDocumentView();
  const text: SlotText | undefined = data.texts[slot];
  const shown = text ? (words ? summaryPart(text.text, words[0], words[1]) : text.text) : '';
  const content = paragraphs(shown);
  const name = slotLabel(slot, data);
  if (!actions) {
    return (
      <div className="cd-slot">
        {content.map((p, n) => (
          <p key={n}>{p}</p>
        ))}
      </div>
    );
  }
  const edit = () => actions.editText(slot);
  return (
    // The text opens its editor on a click anywhere on it; the keyboard path is the Edit button.
    // role="presentation": the wrapper adds no meaning; the paragraphs read as they are.
    <div className={`cd-slot cd-slot--editable ${text?.overridden ? 'cd-slot--edited' : ''}`} role="presentation" onClick={edit}>
      {content.length ? (
        content.map((p, n) => <p key={n}>{p}</p>)
      ) : (
        <p className="cd-slot__empty">No text yet for {name}.</p>
      )}
      <button
        type="button"
        className="cd-slot__edit"
        aria-label={DM.EDIT_LABEL(name)}
        onClick={(e) => {
          e.stopPropagation();
          edit();
        }}
      >
        {DM.EDIT}
      </button>
    </div>
  );
}

/** The three-year goal on a band of the headings colour, and what the table adds up to (as the PDF). */
function GoalCard() {
  const { data, colours } = useDocumentView();
  const { rounded_goal, total } = data.goal;
  return (
    <div className="cd-band cd-band--goal" style={{ color: onHeadings(colours.headings, colours.background) } as CSSProperties}>
      <p className="cd-band__figure">
        <span className="cd-kicker">Our three-year goal</span>
        <strong>{formatUsd(rounded_goal)}</strong>
      </p>
      <p>
        The costs below add up to <strong>{formatUsd(total.total)}</strong>. Our goal rounds that need up to the next $500,000: the
        difference is a rounding margin, not money set aside.
      </p>
    </div>
  );
}

/**
 * The goal at a glance, as the PDF: one bar of annual operations, the new projects and the rounding
 * margin (what rounding the goal up leaves), each with its amount and share of the bar.
 */
function GoalAtAGlance() {
  const { data } = useDocumentView();
  const { rows, total, rounded_goal } = data.goal;
  const annual = rows[0]?.total ?? 0;
  const parts = [
    { label: 'Annual operations', amount: annual, tone: 'annual' },
    { label: 'New projects', amount: total.total - annual, tone: 'projects' },
    { label: 'Rounding margin', amount: Math.max(0, rounded_goal - total.total), tone: 'margin' },
  ].filter((p) => p.amount > 0);
  const whole = parts.reduce((sum, p) => sum + p.amount, 0);
  if (whole <= 0) return null;
  return (
    <div className="cd-glance">
      <h3 className="cd-kicker">The goal at a glance</h3>
      <div className="cd-glance__bar" aria-hidden="true">
        {parts.map((p) => (
          <span key={p.tone} className={`cd-glance__part cd-glance--${p.tone}`} style={{ flexGrow: p.amount } as CSSProperties} />
        ))}
      </div>
      <ul className="cd-glance__legend">
        {parts.map((p) => (
          <li key={p.tone}>
            <span className={`cd-glance__swatch cd-glance--${p.tone}`} aria-hidden="true" />
            {p.label} <strong>{formatUsd(p.amount)}</strong> <span className="cd-muted">{Math.round((p.amount / whole) * 100)}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Text on the headings-coloured band, as the PDF picks it: the page's colour when it stands apart
 * from the headings colour, else white on a dark band and black on a light one (the template's
 * luminance of the encoded channels).
 */
function onHeadings(headings: string, background: string): string {
  const lum = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16) || 0;
    return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
  };
  if (Math.abs(lum(headings) - lum(background)) > 0.35) return background;
  return lum(headings) < 0.5 ? '#ffffff' : '#000000';
}

/** The three-year goal table: annual operations, then each project, then the total; dollars. */
function GoalTable() {
  const { data } = useDocumentView();
  const { rows, total } = data.goal;
  return (
    <table className="cd-table">
      <caption className="visually-hidden">Three-year fundraising goal by year</caption>
      <thead>
        <tr>
          <th scope="col">What we will fund</th>
          <th scope="col">Year 1</th>
          <th scope="col">Year 2</th>
          <th scope="col">Year 3</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            {r.years.map((y, i) => (
              <td key={i}>{formatUsd(y)}</td>
            ))}
            <td>{formatUsd(r.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{total.label}</th>
          {total.years.map((y, i) => (
            <td key={i}>{formatUsd(y)}</td>
          ))}
          <td>{formatUsd(total.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * A Year-1 chart as the PDF draws it (charts.ts, the engine's rules): the donut in slice colours
 * around the headings colour, the total in its middle, and the legend of every slice with its
 * amount and share (a slice of $0 is neither drawn nor listed). The legend carries the figures
 * for every reader.
 */
function DocumentDonut({ title, slices }: { title: string; slices: CaseSlice[] }) {
  const { colours } = useDocumentView();
  const cents = slices.map((s) => Math.round(s.amount * 100));
  const slice = sliceColors(cents, palette(colours.headings, colours.background));
  const share = shares(cents);
  const total = wholeOf(cents);
  const { centre } = DONUT;
  return (
    <figure className="cd-pie">
      <figcaption className="cd-pie__title">{title}</figcaption>
      <div className="cd-pie__chart">
        <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
          {donutShapes(cents, slice, colours.body).map((shape, i) =>
            shape.kind === 'ring' ? (
              <circle
                key={i}
                cx={centre}
                cy={centre}
                r={shape.radius}
                fill="none"
                stroke={shape.colour}
                strokeOpacity={shape.opacity}
                strokeWidth={shape.width}
              />
            ) : (
              <path key={i} d={shape.d} fill={shape.colour} stroke={colours.background} strokeWidth={1.6} strokeLinejoin="round" />
            ),
          )}
        </svg>
        <p className="cd-pie__total">
          <span>Year 1</span>
          <strong>{formatUsd(total / 100)}</strong>
        </p>
      </div>
      <ul className="cd-pie__legend">
        {slices.map((s, i) =>
          cents[i] === 0 ? null : (
          <li key={s.key}>
            <span className="cd-pie__swatch" style={{ backgroundColor: slice[i] } as CSSProperties} aria-hidden="true" />
            <span className="cd-pie__label">{s.label}</span>
            <span className="cd-pie__value">{formatUsd(cents[i] / 100)}</span>
            <span className="cd-pie__share">{share[i]}</span>
          </li>
          ),
        )}
      </ul>
    </figure>
  );
}
