import { Callout, Connects, ContentPage, Glance, Lead } from './parts';

/** Riverbend Literacy Alliance's chart (docs/sample-organization.md): the standard chart of $3,500,000 at 4:1. */
const EXAMPLE = [
  { level: '$500,000', gifts: '1', prospects: '4', amount: '$500,000', share: '14.3%' },
  { level: '$250,000', gifts: '3', prospects: '12', amount: '$750,000', share: '21.4%' },
  { level: '$100,000', gifts: '6', prospects: '24', amount: '$600,000', share: '17.1%' },
  { level: '$50,000', gifts: '13', prospects: '52', amount: '$650,000', share: '18.6%' },
  { level: '$25,000', gifts: '25', prospects: '100', amount: '$625,000', share: '17.9%' },
  { level: 'Various (<$25,000)', gifts: 'Many', prospects: 'Many', amount: '$375,000', share: '10.7%' },
] as const;

/** Section pyramid.overview — Gift Pyramid, module 12. */
export function GiftPyramidOverviewPage() {
  return (
    <ContentPage>
      <Lead>
        <p>
          A fundraising goal becomes achievable when you can see the gifts that will make it up. A gift pyramid
          breaks your 3-year goal into levels: a few large gifts at the top, more mid-size gifts in the middle and
          many smaller gifts at the base. For each level it tells you how many gifts you need and how many prospects
          you need to find them.
        </p>
      </Lead>

      <Glance
        items={[
          { term: 'You will produce', detail: 'A campaign gift pyramid for your 3-year goal, with prospects per level.' },
          { term: 'Your choice', detail: 'A prospect-to-donor ratio: 5:1, 4:1 or 3:1.' },
          { term: 'Who to involve', detail: 'Executive director, development staff and board members who know your donors.' },
        ]}
      />

      <h2>How the pyramid is built</h2>
      <p>
        fundplan starts from your 3-year fundraising goal, rounded up to the next $500,000, and builds a standard
        gift chart the way published gift-range practice does: a lead gift of about 20% of the goal (you may choose
        10% to 35%), fewer large gifts and more smaller ones at each level below, the ten largest gifts bringing in
        at least half the goal, and a last row, Various, for the many smaller gifts of your wider community. You can
        edit the rows to fit the gifts you know are possible.
      </p>
      <p>
        On the <strong>Donor: Prospect Ratio and Gift Pyramid</strong> page you choose how many prospects you expect
        to need for each gift:
      </p>
      <ul>
        <li>
          <strong>5:1, low maturity:</strong> you are new to major gifts or your donor relationships are still
          young.
        </li>
        <li>
          <strong>4:1, average maturity:</strong> you have some major donors and a regular way of cultivating
          them.
        </li>
        <li>
          <strong>3:1, high maturity:</strong> you have an established major-gifts program and a strong pipeline.
        </li>
      </ul>

      <Callout kind="example" title="Riverbend Literacy Alliance: a $3,500,000 goal at 4:1">
        <div className="plan-table-wrap" role="region" aria-label="Example gift pyramid for a $3,500,000 goal" tabIndex={0}>
          <table className="plan-table">
            <caption className="visually-hidden">Example gift pyramid for a $3,500,000 goal</caption>
            <thead>
              <tr>
                <th scope="col">Gift level</th>
                <th scope="col">Gifts</th>
                <th scope="col">Prospects</th>
                <th scope="col">Amount</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {EXAMPLE.map((row) => (
                <tr key={row.level}>
                  <th scope="row">{row.level}</th>
                  <td className="num">{row.gifts}</td>
                  <td className="num">{row.prospects}</td>
                  <td className="num">{row.amount}</td>
                  <td className="num">{row.share}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Forty-eight gifts from 192 prospects, and many smaller gifts. The lead gift is 14.3% of the goal and the ten
          largest gifts bring in $1,850,000, more than half. The same chart at 5:1 would need 240 prospects.
        </p>
      </Callout>

      <h2>Put names on the pyramid</h2>
      <p>
        For each level you can type the names of real prospects: individuals, families, foundations and companies
        who could give at that level. This is where the pyramid becomes a plan of action. Blank spaces show you
        exactly where you need to find new relationships. You can also export the pyramid to Excel.
      </p>

      <h2>Common pitfalls</h2>
      <ul>
        <li>
          <strong>Choosing the optimistic ratio.</strong> If in doubt, choose the more cautious one (more prospects
          per gift, such as 5:1); it is safer to find more prospects than you need.
        </li>
        <li>
          <strong>Counting on one gift.</strong> If the top of your pyramid depends on a single donor, have a plan for
          the day they say no.
        </li>
        <li>
          <strong>Keeping it in the office.</strong> Board members are often the best source of names. Review the
          pyramid with them.
        </li>
      </ul>
      <Callout kind="note">
        <p>Prospect names are confidential. Share the named version only with the people who need it.</p>
      </Callout>

      <Connects>
        <h2>How this connects</h2>
        <p>
          The completed pyramid appears in Fundraising Resources as your Campaign Gift Pyramid. Its gift levels also
          form the columns of your donor recognition chart in Stewardship Structure (module 13), the next module.
        </p>
      </Connects>
    </ContentPage>
  );
}
