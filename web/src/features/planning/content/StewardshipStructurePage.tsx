import { Callout, ContentPage, Lead } from './parts';

/** Section start.stewardship — Understanding Stewardship Structure. */
export function StewardshipStructurePage() {
  return (
    <ContentPage>
      <Lead>
        <p>
          Stewardship is everything you do after a gift arrives: thanking the donor, showing them what their gift
          achieved, and bringing them closer to your mission. A stewardship structure puts that care on paper, so
          every donor at every level is recognized consistently and no one falls through the cracks.
        </p>
      </Lead>

      <h2>Why stewardship pays off</h2>
      <p>
        Keeping a donor costs far less than finding a new one, and donors who feel appreciated give again — and
        often give more. Across the US nonprofit sector, fewer than half of donors give a second year in a row.
        Organizations that thank quickly, report on impact and invite donors in tend to do much better. Good
        stewardship is also how a donor in today’s Various row becomes tomorrow’s $25,000 donor.
      </p>

      <h2>What a stewardship structure looks like</h2>
      <p>
        In fundplan, your stewardship structure is a chart. Each row is a benefit or form of recognition, and each
        column is a level of your gift range chart from module 12, from the lead gift down (for Riverbend Literacy
        Alliance, $500,000 down to $25,000), then the many smaller gifts below them. You tick the benefits a donor
        at each level receives. Every level you plan to ask for should have recognition to match, and no benefit
        should promise more than a gift of that size can carry. If you change the gift chart later, each tick moves
        to the nearest new level; look over the chart again after.
      </p>
      <Callout kind="example" title="Benefits that work at different levels">
        <ul>
          <li>A prompt thank-you letter and tax receipt: every donor.</li>
          <li>Recognition in the annual report: every donor, by level.</li>
          <li>A handwritten note or call from the board chair: $25,000 and above.</li>
          <li>An invitation to a site visit with the executive director: $100,000 and above.</li>
          <li>
            A naming opportunity for a room, program or fund: a gift that covers at least half of what it names, the
            share your Naming Rights Policy sets.
          </li>
        </ul>
      </Callout>

      <h2>Principles to keep in mind</h2>
      <ul>
        <li>
          <strong>Gratitude first, perks second.</strong> Most donors value knowing their gift mattered far more
          than a tote bag or event ticket.
        </li>
        <li>
          <strong>Promise only what you can deliver.</strong> Every benefit takes staff time; choose ones you can
          provide every time.
        </li>
        <li>
          <strong>Mind the tax rules.</strong> Tangible benefits with a real market value reduce the deductible part
          of a gift and must be disclosed on the receipt.
        </li>
        <li>
          <strong>Honor donor wishes.</strong> Some donors prefer to stay anonymous; your Donor Privacy Policy
          (module 14) backs that up.
        </li>
      </ul>

      <h2>Where you will build it</h2>
      <p>
        You will complete your chart in Stewardship Structure (module 13), after your gift pyramid is in place.
        When it is done, it appears in Fundraising Resources as a document you can share with your board and
        development staff.
      </p>
      <Callout kind="tip">
        <p>
          Before module 13, list everything you already do to thank donors, even informally. Most organizations
          discover they are doing more than they thought — and that it is not always done consistently.
        </p>
      </Callout>
    </ContentPage>
  );
}
