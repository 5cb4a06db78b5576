import { useId } from 'react';
import { formatCents } from '../../../lib/format';
import type { Years } from '../../../lib/goals';
import { threeYearTotal, yearGoals, type GoalLine } from '../lib/goalColumns';
import { annualGoalLabel, PM } from '../../../config/planMessages';
import './blocks.css';

export interface GoalColumnsProps {
  /** The expense line, e.g. 'Total Annual Expenses' (or 'New Project Expenses'). */
  expenses: GoalLine;
  /** The revenue subtracted from it, in order: Earned Revenue, Investment Income, Gov. Appropriations, In-Kind Goods & Services. */
  deductions: readonly GoalLine[];
  /** The goal row of year `n` (default 'Year n Annual Fundraising Goal'). */
  goalLabel?: (year: number) => string;
  /** The banner's label (default 'Total 3 Year Fundraising Goal'). */
  bannerLabel?: string;
  /** The level of the 'Year N' headings (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Each year's goal as the server computed it (default: computed here by the same rule). */
  goals?: Years;
  /** The banner's figure as the server computed it (default: the three goals' sum). */
  total?: number;
}

const YEARS = [1, 2, 3] as const;

/**
 * Three year columns (spec §2 "Annual Fundraising Goals, 3 Years"): the expenses, each revenue
 * line that is not fundraised, and the year's fundraising goal, then the banner with the three
 * years' total. Amounts are cents shown as dollars; a negative goal is shown as it is (-$12,000).
 */
export function GoalColumns({
  expenses,
  deductions,
  goalLabel = annualGoalLabel,
  bannerLabel = PM.TOTAL_3_YEAR_GOAL,
  headingLevel = 3,
  goals: given,
  total,
}: GoalColumnsProps) {
  const baseId = useId();
  const goals = given ?? yearGoals(expenses.years, deductions);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="goal-columns">
      <div className="goal-columns__years">
        {YEARS.map((year, i) => (
          <section key={year} className="goal-columns__year" aria-labelledby={`${baseId}-y${year}`}>
            <Heading className="goal-columns__heading" id={`${baseId}-y${year}`}>
              Year {year}
            </Heading>
            <dl className="goal-columns__lines">
              {[expenses, ...deductions].map((line, index) => (
                <div key={line.key} className={`goal-columns__line ${index === 0 ? 'goal-columns__line--expenses' : ''}`}>
                  <dt>{line.label}</dt>
                  <dd>{formatCents(line.years[i])}</dd>
                </div>
              ))}
              <div className={`goal-columns__line goal-columns__goal ${goals[i] < 0 ? 'goal-columns__goal--negative' : ''}`}>
                <dt>{goalLabel(year)}</dt>
                <dd>{formatCents(goals[i])}</dd>
              </div>
            </dl>
          </section>
        ))}
      </div>
      <p className="goal-columns__banner">
        <span className="goal-columns__banner-label">{bannerLabel}</span>
        <strong className="goal-columns__banner-value">{formatCents(total ?? threeYearTotal(goals))}</strong>
      </p>
    </div>
  );
}
