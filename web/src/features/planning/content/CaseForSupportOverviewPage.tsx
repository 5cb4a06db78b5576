import { Callout, Connects, ContentPage, Glance, Lead, Steps } from './parts';

/** Section case.overview — Case for Support, module 11. */
export function CaseForSupportOverviewPage() {
  return (
    <ContentPage>
      <Lead>
        <p>
          You now know what you do, what it costs and how much you need to raise. In this module you turn that plan
          into the story you will tell donors. Section by section you write the narrative of your case for support;
          at the end, fundplan lays it out, with your programs, goal and funding priorities, as a designed document
          you can download and share.
        </p>
      </Lead>

      <Glance
        items={[
          { term: 'You will produce', detail: 'The narrative of your case for support, talking points and the case statement document.' },
          { term: 'Word limits', detail: 'Shown on each page, from 138 words (Join Us) to 625 (Annual Programs Summary).' },
          { term: 'Who to involve', detail: 'Executive director, development and communications staff.' },
        ]}
      />

      <h2>The sections of this module</h2>
      <Steps
        items={[
          { name: 'Letter from the Executive Director', text: 'A personal invitation to the reader (up to 255 words).' },
          { name: 'Our Story', text: 'Where you came from and why you exist (up to 294 words).' },
          { name: 'Our Vision', text: 'The future you are working toward.' },
          { name: 'Call for More', text: 'Why more support is needed now (up to 285 words).' },
          { name: 'Annual Programs Summary', text: 'Your core programs at a glance (up to 625 words).' },
          { name: 'Join Us', text: 'A warm, direct invitation to give (up to 138 words).' },
          { name: 'Ways to Give', text: 'Tick every way you accept gifts, from cash and checks to planned gifts and securities.' },
          { name: 'Impact Statement', text: 'The results your work produces (up to 260 words).' },
          { name: 'Success Story Highlights', text: 'Up to three stories of people you have helped (263 words each).' },
          { name: 'Fundraising Talking Points', text: 'A ready-made script built from your plan, to read and rehearse.' },
          { name: 'Case Statement Document', text: 'Design the document, then download it as a PDF or Word file.' },
        ]}
      />

      <h2>What to prepare</h2>
      <ul>
        <li>Your Aspirational Vision answers (module 3) and your program descriptions (module 4).</li>
        <li>Two or three success stories, with permission from the people featured.</li>
        <li>Photographs: program activity, the people you serve, your team. Landscape images work best.</li>
        <li>
          Your organization’s details in Settings: the executive director’s name, address, phone and website appear
          on the document’s contact page.
        </li>
      </ul>

      <Callout kind="tip" title="Write for one reader">
        <p>
          Picture a specific donor, perhaps a neighbor who has never heard of you, and write to them. Use “you” and
          “we”, short sentences and concrete numbers. Read each section aloud before moving on.
        </p>
      </Callout>

      <h2>Common pitfalls</h2>
      <ul>
        <li>Opening with your history instead of the need. Lead with why it matters today.</li>
        <li>Stories without a person at the center. One named child is more moving than a thousand statistics.</li>
        <li>Forgetting the ask. Every case should end by telling the reader exactly how to help.</li>
      </ul>
      <p>
        In the case statement document you can adjust wording for the printed version without changing your plan
        answers, swap photographs, and apply your colors and font.
      </p>

      <Connects>
        <h2>How this connects</h2>
        <p>
          Your case for support, narrative and talking points appear in Fundraising Resources as you complete them.
          Next, the Gift Pyramid (module 12) turns your 3-year goal into the specific gifts you need to ask for.
        </p>
      </Connects>
    </ContentPage>
  );
}
