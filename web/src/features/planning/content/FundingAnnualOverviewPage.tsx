import { Callout, Connects, ContentPage, Glance, Lead, Steps } from './parts';

/** Section programs.overview — Core Annual Programs and Budgets, module 4. */
export function FundingAnnualOverviewPage() {
  return (
    <ContentPage>
      <Lead>
        <p>
          Your core annual programs are the ongoing services that carry out your mission year after year. In this
          module you name them, build a three-year expense budget for each, explain why each expense is needed, and
          set out the goals and rationale behind the program. It is the most detailed module of the plan, and the
          one that makes your fundraising goal credible.
        </p>
      </Lead>

      <Glance
        items={[
          { term: 'You will produce', detail: 'A list of core programs, each with a 3-year budget, budget justification and goals.' },
          { term: 'Limits', detail: 'Up to 10 programs; each description up to 85 words.' },
          { term: 'Who to involve', detail: 'Program directors for goals; your finance lead for the numbers.' },
        ]}
      />

      <h2>The sections of this module</h2>
      <Steps
        items={[
          {
            name: 'Naming Your Core Annual Programs',
            text: 'List each program with a short description. Each program then gets its own page in the sidebar.',
          },
          {
            name: 'One page per program, with three tabs',
            text: (
              <>
                <strong>Expenses</strong> itemized by category for Year 1, Year 2 and Year 3;{' '}
                <strong>Budget Justification</strong> for each line; and <strong>Goals &amp; Rationale</strong>: goals,
                strategy, societal change, solution, impact, beneficiaries, benefits and what makes the program unique.
              </>
            ),
          },
        ]}
      />

      <h2>What to prepare</h2>
      <ul>
        <li>Your current budget broken down by program, if you have one, and last year’s actuals.</li>
        <li>Staff positions and the share of each person’s time spent on each program, with salary and benefits.</li>
        <li>Known cost increases: planned raises, rent escalations, new hires.</li>
        <li>The number of people each program serves and its main results.</li>
      </ul>
      <p>
        Expenses are grouped into eight categories: Personnel and Benefits; Finance Fees; Legal Fees; Printing and
        Publications; Travel, Conferences, and Meetings; Marketing and Communications; Other Expenses; and In-Kind
        Goods &amp; Services. Use <strong>+ ADD MORE</strong> under a category to itemize it.
      </p>

      <Callout kind="example" title="Itemizing personnel">
        <p>
          Rather than one line for “Staff”, Riverbend Literacy Alliance enters Adult Basic Literacy’s people one
          by one for year 1: “Program Director (1.0 FTE)” at $70,000, two “Learning Coordinator (1.0 FTE)” lines at
          $52,000 each, “Volunteer Tutor Coordinator (1.0 FTE)” at $50,000 and “Benefits and payroll taxes” at
          $58,000, which add up to the program’s $282,000 for Personnel and Benefits. The detail makes the budget
          justification easy to write and easy for a funder to trust.
        </p>
      </Callout>

      <h2>Common pitfalls</h2>
      <ul>
        <li>
          <strong>Listing activities as programs.</strong> A spring fundraiser or a single workshop is not a core
          program; the ongoing service it supports is.
        </li>
        <li>
          <strong>Leaving out personnel.</strong> Staff time is usually the largest real cost of a program.
        </li>
        <li>
          <strong>Counting shared costs twice.</strong> Rent, the audit and administrative staff belong in overhead
          (the next module), unless you already allocate them to programs.
        </li>
        <li>
          <strong>Flat budgets.</strong> Three identical years rarely reflect reality; plan for modest growth.
        </li>
      </ul>
      <Callout kind="tip">
        <p>
          Open the Model Answer or Instruction panel on each question for guidance and a sample response. If a
          justification question does not apply, type N/A.
        </p>
      </Callout>

      <Connects>
        <h2>How this connects</h2>
        <p>
          Program expenses, together with overhead (module 5), make up your total annual expenses in Annual
          Operating Budget (module 7). Your programs reappear in Evaluation: Outcomes and Outputs (module 8), and
          their descriptions fill the current programs pages of your case for support.
        </p>
      </Connects>
    </ContentPage>
  );
}
