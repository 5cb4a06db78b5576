import { Callout, Connects, ContentPage, Glance, Lead, Steps } from './parts';

/** Section projects.overview — New Projects, module 9 (optional). */
export function FundingNewProjectsOverviewPage() {
  return (
    <ContentPage>
      <Lead>
        <p>
          This module is for organizations planning something new in the next three years: a program you have not
          run before, a new site, a capital purchase, or a major expansion. New projects often inspire donors
          the most, because a gift can visibly make something happen. If you are not planning a new project, this
          module is optional and you can skip it.
        </p>
      </Lead>

      <Glance
        items={[
          { term: 'You will produce', detail: 'Up to four new projects, each with a 3-year expense budget, and their fundraising goal.' },
          { term: 'Limits', detail: 'Up to 4 projects; each description up to 85 words.' },
          { term: 'Who to involve', detail: 'Your executive director, the project lead and your finance lead.' },
        ]}
      />

      <h2>The sections of this module</h2>
      <Steps
        items={[
          { name: 'Enter New Projects', text: 'Name each project and describe it in a few sentences.' },
          {
            name: 'One page per project',
            text: 'Itemize its expenses for Year 1, Year 2 and Year 3, using the same categories as your programs.',
          },
          {
            name: 'New Project(s) Fundraising Goal (3 Years)',
            text: 'See what the projects cost after any revenue they bring in: the amount you need to raise for them.',
          },
        ]}
      />

      <h2>Is this module for you?</h2>
      <ul>
        <li>
          <strong>Complete it</strong> if you plan to launch, build or buy something that is not part of your
          current core programs, and it will need funding beyond your annual budget.
        </li>
        <li>
          <strong>Skip it</strong> if your plan for the next three years is to sustain and strengthen the programs
          you already run. Growth within an existing program belongs in that program’s budget in module 4.
        </li>
      </ul>
      <Callout kind="note" title="Skipping and coming back">
        <p>
          Use the Skip it link on this page to skip the module; you then continue to the 3-Year Fundraising Goal
          Overview. A skipped module is locked in the sidebar, shows no progress and does not count toward your
          overall progress. Changed your mind? Come back to this page and unskip it at any time.
        </p>
      </Callout>

      <h2>What to prepare</h2>
      <ul>
        <li>A short description of each project: what it is, whom it serves and why now.</li>
        <li>Cost estimates: new staff, equipment, construction or renovation quotes, start-up costs.</li>
        <li>The year each project starts and how its costs change as it grows.</li>
      </ul>

      <Callout kind="example" title="A new project">
        <p>
          “Mobile Learning Van: a fitted van taking tutoring one day a week to three rural townships 35 to 50 miles
          from our center, with no public transit.” Year 1: $185,000 (the van $98,000, its fit-out $40,000 and a
          part-time coordinator and driver from month 4); Year 2: $50,000; Year 3: $50,000. Riverbend Literacy
          Alliance’s project, $285,000 over three years.
        </p>
      </Callout>

      <h2>Common pitfalls</h2>
      <ul>
        <li>Budgeting only the launch and forgetting the cost of running the project in years two and three.</li>
        <li>Listing a wish list. Choose the projects your board is genuinely committed to pursuing.</li>
      </ul>

      <Connects>
        <h2>How this connects</h2>
        <p>
          The new-project fundraising goal is added to your annual fundraising goals in the 3-Year Fundraising Goal
          Overview (module 10). Your projects also appear as funding priorities in your case for support (module 11).
        </p>
      </Connects>
    </ContentPage>
  );
}
