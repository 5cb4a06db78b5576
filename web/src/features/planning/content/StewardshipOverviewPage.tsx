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
          { term: 'Gift levels', detail: 'The levels of your gift chart (module 12) and its Various row: for Riverbend Literacy Alliance, $500,000 down to $25,000, then Various (<$25,000).' },
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

      <Callout kind="example" title="The rows Riverbend Literacy Alliance added">
        <ul>
          <li>Personal thank-you call from the board chair within 48 hours: $25,000 and above</li>
          <li>Handwritten note from the executive director, and a listing in the annual report: every donor</li>
          <li>Name on the donor wall at the Mill Street center: $50,000 and above</li>
          <li>Invitation to the annual Celebration of Readers: every donor</li>
          <li>Quarterly impact report from the executive director: $100,000 and above</li>
          <li>Naming of the Digital Skills Lab or the Mobile Learning Van: $250,000 and above</li>
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
          <strong>Forgetting smaller donors.</strong> Today’s donors in the Various row are tomorrow’s major
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
