import { Callout, Connects, ContentPage, Glance, Lead, Steps } from './parts';

/** Section evaluation.overview — Evaluation: Outcomes and Outputs, module 8. */
export function CoreProgramEvaluationOverviewPage() {
  return (
    <ContentPage>
      <Lead>
        <p>
          Donors and funders want to know that their money makes a difference. In this module you describe, for
          each of your core programs, how you will measure what it does and what it achieves. Clear evaluation
          turns “we help people” into evidence, and gives you the results to report back to the donors who made them
          possible.
        </p>
      </Lead>

      <Glance
        items={[
          { term: 'You will produce', detail: 'Outcomes and outputs for every core program.' },
          { term: 'One page per program', detail: 'Each has two tabs: Outcomes and Outputs.' },
          { term: 'Who to involve', detail: 'Program directors and anyone who tracks program data.' },
        ]}
      />

      <h2>Outputs and outcomes</h2>
      <Steps
        items={[
          {
            name: 'Outputs: what you do',
            text: 'The volume of your work, counted directly: sessions held, meals served, people enrolled, hours of service.',
          },
          {
            name: 'Outcomes: what changes',
            text: 'The difference your work makes for the people you serve: skills gained, behavior changed, conditions improved.',
          },
        ]}
      />
      <p>
        Both matter. Outputs show your program is running at the scale you promised; outcomes show it is working.
      </p>

      <Callout kind="example" title="Adult Basic Literacy, Riverbend Literacy Alliance">
        <ul>
          <li>
            <strong>Outputs:</strong> 320 adult learners tutored; 45 new volunteer tutors trained and 110 active;
            14,000 tutoring hours delivered in the year.
          </li>
          <li>
            <strong>Outcomes:</strong> 65% of learners with 40 or more hours of tutoring gain at least one level on the
            CASAS reading test within 12 months; 75% of learners who are parents or grandparents read with a child at
            least weekly after six months.
          </li>
        </ul>
      </Callout>

      <h2>How to write good measures</h2>
      <ul>
        <li>
          <strong>Be specific and measurable.</strong> Name the number, the percentage and the time frame.
        </li>
        <li>
          <strong>Say how you will measure it.</strong> Attendance records, pre- and post-assessments, surveys,
          partner data.
        </li>
        <li>
          <strong>Be realistic.</strong> Choose measures you can actually collect with the staff and systems you
          have, and targets you can reach.
        </li>
        <li>
          <strong>Tie them to your goals.</strong> Your outcomes should show progress toward the program goals you
          set in module 4.
        </li>
      </ul>

      <h2>Common pitfalls</h2>
      <ul>
        <li>Listing only outputs. Donors will ask, “And what happened as a result?”</li>
        <li>Outcomes no single program could claim, such as “reduce poverty in the region.”</li>
        <li>Measures that need data you do not collect today, with no plan to start.</li>
      </ul>

      <Connects>
        <h2>How this connects</h2>
        <p>
          Your outcomes give substance to the Impact Statement and success stories in your case for support
          (module 11), and to the reports you send donors as part of stewardship (module 13). Next comes New
          Projects (module 9), an optional module for anything new you plan to launch.
        </p>
      </Connects>
      <Callout kind="tip">
        <p>
          If you do not measure outcomes yet, write down the one you would most like to track and how you could
          start. An honest plan to measure is better than an impressive number you cannot support.
        </p>
      </Callout>
    </ContentPage>
  );
}
