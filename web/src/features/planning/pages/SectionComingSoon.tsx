import '../planning.css';
import { SparkIcon } from './icons';

const DOCUMENT = '/case-statement-document';

/**
 * A section whose screen arrives with a later release: it says so plainly, and nothing on it
 * pretends to work. Next still moves on through the plan.
 */
export function SectionComingSoon({ title, path }: { title: string; path: string }) {
  const document = path === DOCUMENT;
  return (
    <div className="soon" role="note" aria-label="Not available yet">
      <span className="soon__icon" aria-hidden="true">
        <SparkIcon width={22} height={22} />
      </span>
      <div>
        <p className="soon__title">This section opens when it is built.</p>
        {document ? (
          <p>
            The case statement document will gather your answers from this module into a designed document in your
            organization’s colours, fonts and logo, which you can preview, edit and download as PDF or Word.
          </p>
        ) : (
          <p>
            The <strong>{title}</strong> screen is part of an upcoming release of the toolkit. Until then you can read
            the other pages of this module and continue through your plan with Next.
          </p>
        )}
      </div>
    </div>
  );
}
