import { Callout, Connects, ContentPage, Glance, Lead, Steps } from './parts';

/** Section operations.overview — Policies & Procedures Manual, module 14. */
export function FundraisingOperationsOverviewPage() {
  return (
    <ContentPage>
      <Lead>
        <p>
          Donors trust organizations that handle gifts carefully. Clear policies tell your staff and board what
          gifts you will accept, how gifts are recorded and acknowledged, and how donor information is protected.
          In this module you choose the policies and development documents your organization needs; fundplan gives
          you a template for each.
        </p>
      </Lead>

      <Glance
        items={[
          { term: 'You will produce', detail: 'Your Policies and Procedures Manual and a set of development documents.' },
          { term: 'Format', detail: 'Editable Word templates you adapt and adopt.' },
          { term: 'Who to involve', detail: 'Executive director, finance lead, board and, ideally, legal counsel.' },
        ]}
      />

      <h2>The sections of this module</h2>
      <Steps
        items={[
          {
            name: 'Policies and Procedures Manual',
            text: 'Select the foundational policies to include in your manual.',
          },
          {
            name: 'Development Documents',
            text: 'Select the forms and agreements your development office will use with donors.',
          },
        ]}
      />

      <h3>Foundational policies</h3>
      <ul>
        <li>
          <strong>Gift Acceptance Policy:</strong> which gifts you accept, and which, such as real estate or
          restricted gifts, need review.
        </li>
        <li>
          <strong>Gift-Entry and Recording Policy:</strong> how gifts are logged, by whom and how quickly.
        </li>
        <li>
          <strong>Gift Acknowledgement Policy:</strong> who thanks donors, how and within what time.
        </li>
        <li>
          <strong>Naming Rights Policy:</strong> when and how buildings, rooms or programs are named for donors.
        </li>
        <li>
          <strong>Corporate Support Policy:</strong> the terms of sponsorships and corporate partnerships.
        </li>
        <li>
          <strong>Donor Privacy Policy:</strong> how you protect donor information and honor anonymity.
        </li>
      </ul>

      <h3>Development documents</h3>
      <ul>
        <li>A pledge form, and gift agreements for a pledge, a planned gift, an outright gift and for naming an endowment.</li>
        <li>A donor acknowledgment letter that meets IRS receipt requirements.</li>
        <li>Stock and wire transfer instructions for donors giving securities or sending funds electronically.</li>
      </ul>

      <Callout kind="tip" title="Adopt, don’t just download">
        <p>
          A policy protects you only once your board has adopted it. Adapt each template to your organization, have
          counsel review the gift agreements, then bring the set to a board meeting for a vote and record it in the
          minutes.
        </p>
      </Callout>

      <h2>Common pitfalls</h2>
      <ul>
        <li>
          <strong>Writing policy after the problem.</strong> Decide how you will handle an unusual gift before one
          arrives, not while a donor waits for an answer.
        </li>
        <li>
          <strong>Policies no one follows.</strong> Walk staff through each policy and keep the manual where they can
          find it.
        </li>
        <li>
          <strong>Late acknowledgments.</strong> A donor needs a written acknowledgment for any gift of $250 or more
          to claim a deduction. Set a standard, such as 48 hours, and keep to it.
        </li>
      </ul>

      <Connects>
        <h2>How this connects</h2>
        <p>
          Your selections become your Policies and Procedures document and the gift documentation templates in
          Fundraising Resources. This is the last working module: completing it brings you to your certificate and
          a finished strategic plan for fundraising.
        </p>
      </Connects>
    </ContentPage>
  );
}
