import { Callout, ContentPage, Lead } from './parts';

/** Section strategy.overview — Strategic Planning for Fundraising. */
export function StrategicPlanningOverviewPage() {
  return (
    <ContentPage>
      <Lead>
        <p>
          Many nonprofits fundraise from one deadline to the next: a grant due Friday, a gala in the spring, a
          year-end appeal in December. A strategic plan for fundraising replaces that scramble with a clear answer
          to three questions: what are we raising money for, how much do we need, and how will we raise it?
        </p>
      </Lead>

      <h2>What a strategic plan for fundraising is</h2>
      <p>
        It is a three-year roadmap that ties every dollar you ask for to the work you do. It starts with your
        mission, prices out your programs and operations honestly, subtracts the revenue you can already count on,
        and arrives at a fundraising goal you can defend to any donor, funder or board member. Then it gives you the
        tools to pursue that goal.
      </p>

      <h2>How the plan is built</h2>
      <p>The modules follow the same logic a seasoned development consultant would use:</p>
      <ol>
        <li>
          <strong>Why you exist.</strong> Aspirational Vision (module 3) defines the challenge you address, your
          impact, your mission and your vision.
        </li>
        <li>
          <strong>What it costs.</strong> Core Annual Programs and Budgets (module 4) and Annual Operating Overhead
          Budget (module 5) build three-year expense budgets.
        </li>
        <li>
          <strong>What you already have.</strong> Annual Revenue (module 6) records earned income, investment
          income, government appropriations and in-kind support.
        </li>
        <li>
          <strong>The gap.</strong> Annual Operating Budget (module 7) turns expenses minus revenue into an annual
          fundraising goal for each of the three years.
        </li>
        <li>
          <strong>Proof of results.</strong> Evaluation: Outcomes and Outputs (module 8) shows how you will measure
          what each program achieves.
        </li>
        <li>
          <strong>Growth.</strong> New Projects (module 9, optional) adds anything new you plan to launch.
        </li>
        <li>
          <strong>The goal.</strong> 3-Year Fundraising Goal Overview (module 10) totals it all.
        </li>
        <li>
          <strong>The tools.</strong> Case for Support, Gift Pyramid, Stewardship Structure and Policies &amp;
          Procedures Manual (modules 11 to 14) equip you to raise it.
        </li>
      </ol>
      <p>Module 15 marks the finish line with a certificate of completion.</p>

      <Callout kind="example" title="The arithmetic in one line">
        <p>
          Riverbend Literacy Alliance’s programs and operations cost $1,138,000 next year, and it expects $287,000
          from tuition and events, investments, government appropriations and in-kind gifts, so its annual
          fundraising goal is $851,000. Do that for three years, add any new projects, and you have your 3-year
          fundraising goal: $3,181,000 for the Alliance, rounded up to $3,500,000.
        </p>
      </Callout>

      <h2>Before you start</h2>
      <ul>
        <li>Your current annual budget and last year’s actual income and expenses.</li>
        <li>Your mission statement and any existing strategic plan or board-approved priorities.</li>
        <li>A list of your programs, with the staff who run them.</li>
        <li>Any program evaluation reports or grant reports you have filed.</li>
      </ul>

      <h2>Pitfalls to avoid</h2>
      <ul>
        <li>
          <strong>Planning in isolation.</strong> A plan the board has never seen is a plan the board will not help
          raise. Share drafts as you go.
        </li>
        <li>
          <strong>Wishful budgets.</strong> Underpricing programs to make the goal look smaller leaves you short
          later. Include the full cost, staff time and overhead included.
        </li>
        <li>
          <strong>Skipping the “why”.</strong> Donors give to impact, not to line items. Modules 3 and 8 are what
          make your numbers persuasive.
        </li>
      </ul>
      <Callout kind="tip">
        <p>
          Work steadily rather than all at once. Many teams complete one or two modules a week, and your answers
          save automatically, so you can stop at any point and pick up where you left off.
        </p>
      </Callout>
    </ContentPage>
  );
}
