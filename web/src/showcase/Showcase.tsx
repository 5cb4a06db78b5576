/**
 * A page that shows the planning building blocks with the sample organization's figures, for
 * looking at them in a browser (`npm run showcase`, web/scripts/showcase.mjs). It is not part of
 * the app: no route leads here, and the app's build does not include it. Its "server" is a
 * timer, so the autosave states can be seen.
 */
import { useState } from 'react';
import { AUTOSAVE_MS, useAutosave } from '../lib/useAutosave';
import { AnswerField } from '../features/planning/components/AnswerField';
import { BudgetPie } from '../features/planning/components/BudgetPie';
import { ExpenseTable } from '../features/planning/components/ExpenseTable';
import { GoalColumns } from '../features/planning/components/GoalColumns';
import { RevenueTable } from '../features/planning/components/RevenueTable';
import { MISSION_WORD_LIMIT } from '../features/planning/lib/answers';
import { sameItems, type ExpenseCategory, type ExpenseItem } from '../features/planning/lib/budgetTable';
import { groupTotals, REVENUE_GROUPS, type RevenueValues } from '../features/planning/lib/revenue';
import { PM } from '../features/planning/messages';

const CATEGORIES: ExpenseCategory[] = [
  { key: 'personnel_and_benefits', label: 'Personnel and Benefits' },
  { key: 'finance_fees', label: 'Finance Fees' },
  { key: 'legal_fees', label: 'Legal Fees' },
  { key: 'printing_and_publications', label: 'Printing and Publications' },
  { key: 'travel_conferences_and_meetings', label: 'Travel, Conferences, and Meetings' },
  { key: 'marketing_and_communications', label: 'Marketing and Communications' },
  { key: 'other_expenses', label: 'Other Expenses' },
  { key: 'in-kind_goods_services', label: 'In-Kind Goods & Services' },
];

const ITEMS: ExpenseItem[] = [
  { key: 'e1', id: 'e1', category: 'personnel_and_benefits', name: 'Tutor stipends', amounts: [12_000_000, 12_400_000, 12_800_000] },
  { key: 'e2', id: 'e2', category: 'personnel_and_benefits', name: 'Program coordinator', amounts: [6_800_000, 7_000_000, 7_250_000] },
  { key: 'e3', id: 'e3', category: 'personnel_and_benefits', name: 'Literacy specialists', amounts: [14_200_000, 14_700_000, 15_200_000] },
  { key: 'e4', id: 'e4', category: 'printing_and_publications', name: 'Books and workbooks', amounts: [3_600_000, 3_700_000, 3_850_000] },
  { key: 'e5', id: 'e5', category: 'other_expenses', name: 'Classroom rent and assessments', amounts: [4_600_000, 4_750_000, 4_900_000] },
];

const REVENUE: RevenueValues = {
  'philanthropic_contributions/Individual Gifts': [26_000_000, 27_000_000, 28_000_000],
  'philanthropic_contributions/Foundation Grants': [21_000_000, 21_500_000, 22_000_000],
  'philanthropic_contributions/Government Grants': [12_000_000, 12_000_000, 12_500_000],
  'philanthropic_contributions/Corporate Gifts': [4_500_000, 4_700_000, 4_900_000],
  'philanthropic_contributions/Corporate Sponsorships': [3_000_000, 3_100_000, 3_200_000],
  'earned_revenue/Tuition': [6_400_000, 6_600_000, 6_800_000],
  'earned_revenue/Events': [3_800_000, 3_900_000, 4_000_000],
  'investment_income/Endowment Income': [1_800_000, 1_850_000, 1_900_000],
  'government_appropriations/City': [4_000_000, 4_000_000, 4_100_000],
  'government_appropriations/State': [5_500_000, 5_600_000, 5_700_000],
  'in_kind/Goods/Services': [7_200_000, 7_400_000, 7_600_000],
};

const OVERHEAD = [
  { key: 'personnel_and_benefits', label: 'Personnel and Benefits', cents: 19_000_000 },
  { key: 'finance_fees', label: 'Finance Fees', cents: 1_200_000 },
  { key: 'legal_fees', label: 'Legal Fees', cents: 600_000 },
  { key: 'printing_and_publications', label: 'Printing and Publications', cents: 850_000 },
  { key: 'travel_conferences_and_meetings', label: 'Travel, Conferences, and Meetings', cents: 900_000 },
  { key: 'marketing_and_communications', label: 'Marketing and Communications', cents: 2_400_000 },
  { key: 'programs_cost', label: 'Programs', cents: 83_650_000 },
  { key: 'other_expenses', label: 'Other Expenses', cents: 4_000_000 },
  { key: 'in_kind_goods_and_services', label: 'In-Kind Goods & Services', cents: 1_200_000 },
];

const INSTRUCTION = `A mission statement says, in one or two sentences, what your organization does today, for whom, and why it matters.

1. Start from what you actually do every week, not what you hope to do someday.
2. Name the people you serve as specifically as you can.
3. End with the change you work toward for them.

Read it aloud to someone who does not know your organization. Stay within 70 words.`;

const MODEL = `Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and use English with confidence. Through free one-to-one tutoring, family reading nights and workplace English classes, trained volunteers and staff give learners the skills to find better work, help their children in school and take a full part in the life of their community.`;

/** The showcase's stand-in for the server: answers after 600 ms. */
const wait = () => new Promise<void>((resolve) => window.setTimeout(resolve, 600));

export function Showcase() {
  const [mission, setMission] = useState('');
  const autosave = useAutosave({ value: mission, saved: '', delay: AUTOSAVE_MS.answer, save: wait });
  const [items, setItems] = useState<ExpenseItem[]>(ITEMS);
  const tableSave = useAutosave({ value: items, saved: ITEMS, delay: AUTOSAVE_MS.table, equals: sameItems, save: wait });
  const [revenue, setRevenue] = useState<RevenueValues>(REVENUE);
  const revenueSlices = REVENUE_GROUPS.map((g) => ({ key: g.key, label: g.label, cents: groupTotals(g, revenue)[0] }));
  const earned = groupTotals(REVENUE_GROUPS[1], revenue);

  return (
    <main className="showcase">
      <h1>Planning building blocks</h1>
      <section>
        <h2>Answer</h2>
        <AnswerField
          label="Mission Statement"
          question="What is your organization's mission: what do you do, for whom, and to what end?"
          placeholder="Write your mission statement here..."
          value={mission}
          onChange={setMission}
          wordLimit={MISSION_WORD_LIMIT}
          showErrors={mission.length > 0}
          saveStatus={autosave.status}
          instruction={INSTRUCTION}
          modelAnswer={MODEL}
        />
      </section>
      <section>
        <h2>Program Expenses</h2>
        <ExpenseTable
          caption="Program Expenses"
          categories={CATEGORIES}
          items={items}
          onChange={setItems}
          onDelete={wait}
          footerLabel={PM.PROGRAM_BUDGET_TOTAL}
        />
        <p className="muted">Table autosave: {tableSave.status}</p>
      </section>
      <section>
        <h2>Annual Revenue</h2>
        <RevenueTable caption="Annual Revenue" groups={REVENUE_GROUPS} values={revenue} onChange={setRevenue} />
      </section>
      <section className="showcase__pies">
        <BudgetPie title="Year 1 Expenses" slices={OVERHEAD} totalLabel={PM.TOTAL_EXPENSES} />
        <BudgetPie title="Year 1 Revenue" slices={revenueSlices} totalLabel={PM.TOTAL_REVENUE} />
        <BudgetPie title="Empty" slices={revenueSlices.map((s) => ({ ...s, cents: 0 }))} totalLabel={PM.TOTAL_REVENUE} />
      </section>
      <section>
        <h2>Annual Fundraising Goals</h2>
        <GoalColumns
          expenses={{ key: 'expenses', label: 'Total Annual Expenses', years: [113_800_000, 117_780_000, 121_900_000] }}
          deductions={[
            { key: 'earned', label: 'Earned Revenue', years: earned },
            { key: 'investment', label: 'Investment Income', years: groupTotals(REVENUE_GROUPS[2], revenue) },
            { key: 'government', label: 'Gov. Appropriations', years: groupTotals(REVENUE_GROUPS[3], revenue) },
            { key: 'in_kind', label: 'In-Kind Goods & Services', years: groupTotals(REVENUE_GROUPS[4], revenue) },
          ]}
        />
      </section>
    </main>
  );
}
