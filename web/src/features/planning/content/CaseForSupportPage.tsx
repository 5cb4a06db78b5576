import { Callout, ContentPage, Lead } from './parts';

/** Section start.case — Understanding Case for Support. */
export function CaseForSupportPage() {
  return (
    <ContentPage>
      <Lead>
        <p>
          A case for support is the argument for giving to your organization, written for the people you hope will
          give. It explains the need you address, what you do about it, what it costs, and what a donor’s gift
          will make possible. It is the single most useful document a development office can have, and you will
          build yours as you work through the plan.
        </p>
      </Lead>

      <h2>Why it matters</h2>
      <ul>
        <li>
          <strong>One story, told the same way.</strong> Staff, board members and volunteers all speak from the same
          page, with the same figures.
        </li>
        <li>
          <strong>A source for everything else.</strong> Grant proposals, appeal letters, your website and event
          remarks can all borrow from it.
        </li>
        <li>
          <strong>Confidence in the ask.</strong> A clear goal tied to real programs makes it easier to ask for a
          specific gift.
        </li>
      </ul>

      <h2>What goes into yours</h2>
      <p>Your case for support is assembled from answers you give across the plan:</p>
      <ul>
        <li>
          <strong>Vision and mission</strong> from Aspirational Vision (module 3).
        </li>
        <li>
          <strong>Your current programs</strong> from Core Annual Programs and Budgets (module 4).
        </li>
        <li>
          <strong>Funding priorities and new projects</strong> from New Projects (module 9) and your budgets.
        </li>
        <li>
          <strong>Your 3-year fundraising goal</strong> from module 10.
        </li>
        <li>
          <strong>The narrative:</strong> a letter from the executive director, your story, a call for more,
          ways to give, an impact statement and success stories, all written in Case for Support (module 11).
        </li>
      </ul>

      <h2>How it comes together</h2>
      <p>
        At the end of module 11 you open the Case Statement Document: a designed, multi-page document with a cover,
        table of contents, your narrative sections, program summaries, goal and funding priorities, success
        stories and a contact page. You can apply your organization’s colors and font, swap in your own
        photographs, fine-tune the text for the document, and download it as a PDF or Word file.
      </p>

      <Callout kind="example" title="A strong case in one sentence">
        <p>
          “One adult in six in Riverbend County reads below a sixth-grade level, and 85 were waiting for a tutor
          last spring; with $3.5 million over three years, we will keep tutoring free for about 600 adults and 300
          families a year and take it by van to three rural townships with no public transit.” Need, response, cost
          and result, from Riverbend Literacy Alliance’s case — the rest of the case fills in the detail.
        </p>
      </Callout>

      <h2>Start collecting now</h2>
      <ul>
        <li>Two or three stories of people whose lives your work has changed, with permission to share them.</li>
        <li>Key numbers: people served, outcomes achieved, years of service.</li>
        <li>High-quality photographs of your programs in action.</li>
        <li>Your founding story: who started the organization, and why.</li>
      </ul>
      <Callout kind="pitfall">
        <p>
          A case for support is about the donor’s opportunity, not your organization’s needs. “We need a new van”
          is a budget line; “Your gift gets 60 seniors to their medical appointments every week” is a case.
        </p>
      </Callout>
    </ContentPage>
  );
}
