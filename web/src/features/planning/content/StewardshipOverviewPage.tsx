import { Callout, Connects, ContentPage, Glance, Lead, Steps } from './parts';

/** Section stewardship.overview — Stewardship Structure, module 13. */
export function StewardshipOverviewPage() {
  return (
    <ContentPage>
      <Lead>
        <p>
          Your gift pyramid shows the gifts you will ask for. Your stewardship structure shows how you will thank,
          recognize and keep the donors who give them. In this module you decide which benefits and forms of
          recognition donors receive at each gift level, so every donor is treated thoughtfully and consistently.
        </p>
      </Lead>

      <Glance
        items={[
          { term: 'You will produce', detail: 'A donor recognition and benefit chart across your gift levels.' },
          {
            term: 'Gift levels',
            detail: 'The levels of your gift range chart (module 12), from the lead gift down, and the many smaller gifts below them.',
          },
          { term: 'Who to involve', detail: 'Development staff, the executive director and your board chair.' },
        ]}
      />

      <h2>How it works</h2>
      <Steps
        items={[
          {
            name: 'Donor Recognition and Benefit Structure',
            text: 'Add a row for each benefit, then tick the gift levels at which a donor receives it.',
          },
        ]}
      />
      <p>
        Benefits usually accumulate as gifts grow: a donor at $100,000 receives everything a $25,000 donor does,
        plus something more. Add as many rows as you need, and remove any that do not fit your organization.
      </p>

      <Callout kind="example" title="Rows you might add">
        <ul>
          <li>Thank-you call from a board member within 48 hours</li>
          <li>Listing in the annual report and on the donor wall</li>
          <li>Quarterly impact update from the program team</li>
          <li>Invitation to an annual donor appreciation reception</li>
          <li>Private site visit with the executive director</li>
          <li>Naming opportunity for a program, room or scholarship fund, for a gift of at least half its cost</li>
        </ul>
      </Callout>

      <h2>What to prepare</h2>
      <ul>
        <li>A list of what you already do to thank and recognize donors, formal or informal.</li>
        <li>Any naming opportunities your board has approved, and what each would cost.</li>
        <li>A realistic sense of staff and board time available for stewardship.</li>
      </ul>

      <h2>Common pitfalls</h2>
      <ul>
        <li>
          <strong>Overpromising.</strong> A benefit you cannot deliver every time does more harm than no benefit at
          all.
        </li>
        <li>
          <strong>Focusing on gifts-in-return.</strong> Recognition that connects donors to impact (updates, visits,
          meeting the people served) outlasts merchandise and dinners.
        </li>
        <li>
          <strong>Forgetting smaller donors.</strong> Today’s donors in the “Various” row are tomorrow’s major
          donors. Give them a meaningful thank-you too.
        </li>
        <li>
          <strong>Ignoring the receipt.</strong> Tangible benefits reduce the tax-deductible part of a gift and must
          be disclosed to the donor.
        </li>
      </ul>

      <Connects>
        <h2>How this connects</h2>
        <p>
          When you complete the chart, your Stewardship Structure appears in Fundraising Resources, ready to share
          with staff and board. Next, Policies &amp; Procedures Manual (module 14) puts the rules in place behind
          your recognition, including naming rights and donor privacy.
        </p>
      </Connects>
      <Callout kind="tip">
        <p>Review the chart once a year with your board, and ask a few trusted donors what they value most.</p>
      </Callout>
    </ContentPage>
  );
}
