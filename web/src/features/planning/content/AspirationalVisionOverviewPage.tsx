import { Callout, Connects, ContentPage, Glance, Lead, Steps } from './parts';

/** Section vision.overview — Aspirational Vision, module 3. */
export function AspirationalVisionOverviewPage() {
  return (
    <ContentPage>
      <Lead>
        <p>
          Every persuasive fundraising plan begins with purpose. In this module you put into words the problem your
          organization exists to solve, the difference you make, and the future you are working toward. These
          statements become the foundation of your case for support and the first thing many donors will read.
        </p>
      </Lead>

      <Glance
        items={[
          { term: 'You will produce', detail: 'A societal challenge and solution, your impact, a mission statement and an aspirational vision.' },
          { term: 'Limits', detail: 'Mission statement and aspirational vision: 70 words each.' },
          { term: 'Who to involve', detail: 'Your executive director and board chair; ideally, a few long-time staff.' },
        ]}
      />

      <h2>The sections of this module</h2>
      <Steps
        items={[
          {
            name: 'Societal Challenge',
            text: 'Describe the societal change that is needed and the solution your organization offers.',
          },
          { name: 'Societal Impact', text: 'Explain the difference your work makes in your community.' },
          { name: 'Mission Statement', text: 'What you do, for whom and how — today.' },
          { name: 'Aspirational Vision', text: 'The world you hope to see if your work succeeds.' },
        ]}
      />

      <h2>Mission and vision are not the same</h2>
      <p>
        Your <strong>mission</strong> describes what your organization does now. Your <strong>aspirational
        vision</strong> describes the change you hope to see in the world, even if it takes longer than any one
        organization’s lifetime. A mission is practical; a vision is inspiring.
      </p>
      <Callout kind="example" title="Riverbend Literacy Alliance">
        <p>
          <strong>Mission:</strong> “Riverbend Literacy Alliance helps adults and families in Riverbend County learn
          to read, write and speak English with confidence. Through free tutoring, family reading nights and
          workplace classes, we give learners the skills to find better work, help their children in school and join
          fully in community life.”
        </p>
        <p>
          <strong>Aspirational vision:</strong> “A Riverbend County where every adult can read, write and speak with
          confidence, and every child grows up in a home where reading is part of daily life.”
        </p>
      </Callout>

      <h2>How to prepare</h2>
      <ul>
        <li>Gather your current mission statement, bylaws purpose clause and any past strategic plans.</li>
        <li>Find two or three data points about the problem in your community, such as local rates or waiting lists.</li>
        <li>Ask a few staff and board members how they describe your work to a friend.</li>
      </ul>

      <h2>Common pitfalls</h2>
      <ul>
        <li>Describing activities (“we run workshops”) instead of the change they create.</li>
        <li>Jargon and acronyms a first-time donor would not understand.</li>
        <li>Statements so broad they could belong to any nonprofit. Be specific about who and where.</li>
      </ul>

      <Connects>
        <h2>How this connects</h2>
        <p>
          Your mission and aspirational vision appear on the vision and mission page of your case for support
          (module 11) and in your fundraising talking points. The societal challenge and impact you describe here
          also guide the program goals you write in the next module, Core Annual Programs and Budgets.
        </p>
      </Connects>
    </ContentPage>
  );
}
