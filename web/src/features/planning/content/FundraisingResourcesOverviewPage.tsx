import { Callout, ContentPage, Lead } from './parts';

/** Section start.resources — Understanding Fundraising Resources Overview. */
export function FundraisingResourcesOverviewPage() {
  return (
    <ContentPage>
      <Lead>
        <p>
          Your work in fundplan produces two things. The first is the plan itself: your vision, programs, budgets
          and a three-year fundraising goal. The second is a library of ready-to-use fundraising resources built
          from your answers. You find them under <strong>Fundraising Resources</strong> in the top bar.
        </p>
      </Lead>

      <h2>What you will find there</h2>
      <p>
        Fundraising Resources holds 20 documents, sorted into three tabs (with an <strong>All</strong> tab to see
        them together):
      </p>
      <ul>
        <li>
          <strong>Donor Materials:</strong> what you put in front of donors and funders, such as your Case for
          Support, the Case for Support Narrative and your Talking Points.
        </li>
        <li>
          <strong>Internal Operations:</strong> the tools your staff and board work from, such as the Campaign Gift
          Pyramid, your Stewardship Structure, Understanding Your Fundraising Goals and your Policies and
          Procedures.
        </li>
        <li>
          <strong>Gift Documentation:</strong> the paperwork that makes a gift official, such as a Pledge Form,
          gift agreements for pledges and planned gifts, Stock and Wire Transfer Instructions and a Standard Tax
          Receipt and Acknowledgement Letter.
        </li>
      </ul>

      <h2>How a resource becomes ready</h2>
      <p>
        Each card shows a status. A resource marked <strong>Not Ready</strong> is waiting on the module that feeds
        it; once you finish that module, it becomes <strong>Complete</strong> and its Download button works. As you
        finish key sections, a <strong>Well done!</strong> message appears with a link straight to the new
        resource.
      </p>
      <ul>
        <li>3-Year Fundraising Goal Overview (module 10) unlocks Understanding Your Fundraising Goals.</li>
        <li>Case for Support (module 11) unlocks your case for support documents and Talking Points.</li>
        <li>Gift Pyramid (module 12) unlocks the Campaign Gift Pyramid.</li>
        <li>Stewardship Structure (module 13) unlocks your donor recognition chart.</li>
        <li>
          Policies &amp; Procedures Manual (module 14) unlocks your policies and the gift documentation
          templates.
        </li>
      </ul>

      <Callout kind="example" title="From answers to a document">
        <p>
          Your mission and vision from module 3 appear word for word in your Talking Points and your Case for
          Support, your program names run through both, and the success stories you add in module 11 print in the
          Case for Support as you wrote them. Write them once, carefully, and they work for you in every document.
        </p>
      </Callout>

      <h2>Using the resources well</h2>
      <ul>
        <li>
          <strong>Edit before you send.</strong> The Word templates are starting points. Add your logo, adjust
          the wording to your voice and have your board or counsel review any policy before adoption.
        </li>
        <li>
          <strong>Keep them current.</strong> When your budget or programs change, update the plan and download
          fresh copies rather than editing old files by hand.
        </li>
        <li>
          <strong>Share them with your team.</strong> Board members asking for gifts need the Talking Points and
          the Case for Support as much as your staff do.
        </li>
      </ul>

      <p>
        The next two pages introduce the two resources that shape most donor conversations: the case for support
        and the stewardship structure.
      </p>
    </ContentPage>
  );
}
