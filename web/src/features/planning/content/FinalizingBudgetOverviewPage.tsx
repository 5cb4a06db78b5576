import { Callout, Connects, ContentPage, Glance, Lead, Steps } from './parts';

/** Section overhead.overview — Annual Operating Overhead Budget, module 5. */
export function FinalizingBudgetOverviewPage() {
  return (
    <ContentPage>
      <Lead>
        <p>
          Programs cannot run without an organization behind them: an executive director, a bookkeeper, an office,
          insurance, an audit, software. These shared costs are your overhead. In this module you budget them for
          three years and explain why each one is needed, so your fundraising goal covers the true cost of
          delivering your mission.
        </p>
      </Lead>

      <Glance
        items={[
          { term: 'You will produce', detail: 'A 3-year overhead budget and a justification of its expenses.' },
          { term: 'Categories', detail: 'The same eight expense categories you used for your programs.' },
          { term: 'Who to involve', detail: 'Your finance lead, bookkeeper or treasurer, and the executive director.' },
        ]}
      />

      <h2>The sections of this module</h2>
      <Steps
        items={[
          {
            name: 'Overhead Expenses',
            text: 'Itemize shared costs for Year 1, Year 2 and Year 3 in the expense table.',
          },
          {
            name: 'Budget Justification',
            text: 'Explain why these costs are necessary for your organization to operate well.',
          },
        ]}
      />

      <h2>What belongs in overhead</h2>
      <ul>
        <li>Leadership and administrative staff not assigned to a single program, with their benefits.</li>
        <li>Rent, utilities, insurance and office supplies.</li>
        <li>Accounting, payroll and bank fees; the annual audit or review; legal counsel.</li>
        <li>Technology: donor database, accounting software, IT support.</li>
        <li>Organization-wide marketing, your website and the annual report.</li>
        <li>Fundraising costs, such as development staff and event expenses.</li>
        <li>Board expenses, memberships and professional development.</li>
      </ul>

      <Callout kind="example" title="Splitting a shared cost">
        <p>
          Riverbend Literacy Alliance rents one building on Mill Street for its tutoring rooms and its office. It
          splits the lease by floor area: the tutoring rooms, $24,000, go in Adult Basic Literacy’s budget (module
          4), and the office share, $16,000, goes here. What matters is that every dollar is counted exactly once.
        </p>
      </Callout>

      <h2>Common pitfalls</h2>
      <ul>
        <li>
          <strong>Starving overhead.</strong> Under-budgeting infrastructure to look lean leaves staff overstretched
          and programs fragile. Funders increasingly recognize that strong organizations need real overhead.
        </li>
        <li>
          <strong>Forgetting annual and occasional costs.</strong> Audits, insurance renewals, equipment
          replacement and software subscriptions are easy to miss.
        </li>
        <li>
          <strong>Double counting.</strong> If a cost already sits in a program budget, leave it out here.
        </li>
      </ul>

      <Callout kind="tip">
        <p>
          Start from your most recent audited financial statements or Form 990: the management and general and
          fundraising columns of the functional expense statement are a good first draft of your overhead.
        </p>
      </Callout>

      <Connects>
        <h2>How this connects</h2>
        <p>
          Next you record the revenue you already expect in Annual Revenue (module 6). Then, in Annual Operating
          Budget (module 7), your program and overhead expenses are added together as your total annual expenses,
          and your revenue is subtracted to reveal the annual fundraising goal.
        </p>
      </Connects>
    </ContentPage>
  );
}
