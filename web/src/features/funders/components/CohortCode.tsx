import { Fragment } from 'react';
import { codeGroups } from '../format';

/** A cohort code, large, in monospace, its groups set apart: 7KQM – 4TXR – P9WD (the text stays `7KQM-4TXR-P9WD`). */
export function CohortCode({ code, size = 'lg' }: { code: string; size?: 'lg' | 'sm' }) {
  return (
    <code className={`cohort-code cohort-code--${size}`}>
      {codeGroups(code).map((group, i) => (
        <Fragment key={i}>
          {i > 0 ? <span className="cohort-code__dash">-</span> : null}
          <span className="cohort-code__group">{group}</span>
        </Fragment>
      ))}
    </code>
  );
}
