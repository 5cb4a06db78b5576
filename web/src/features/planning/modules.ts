/**
 * The 15 modules of the plan (spec §2 step routes), in order. The route map, sections and
 * progress of later issues grow from this list.
 */
export interface PlanModule {
  number: number;
  slug: string;
  title: string;
  summary: string;
}

export const PLAN_MODULES: readonly PlanModule[] = [
  { number: 1, slug: 'getting-started', title: 'Getting Started', summary: 'How the toolkit works, your team and an overview of the fundraising resources.' },
  { number: 2, slug: 'strategic-planning', title: 'Strategic Planning', summary: 'Why a strategic plan for fundraising matters and how the modules build on each other.' },
  { number: 3, slug: 'aspirational-vision', title: 'Aspirational Vision', summary: 'The societal challenge you address, your impact, mission statement and aspirational vision.' },
  { number: 4, slug: 'funding-annual', title: 'Core Annual Programs and Budgets', summary: 'Name your core programs and build each one’s three-year expenses, justification and goals.' },
  { number: 5, slug: 'finalizing-budget', title: 'Annual Operating Overhead Budget', summary: 'Overhead expenses for three years and why each is needed.' },
  { number: 6, slug: 'annual-revenue', title: 'Annual Revenue', summary: 'Earned revenue, investment income, government appropriations and in-kind support.' },
  { number: 7, slug: 'annual-operating-budget', title: 'Annual Operating Budget', summary: 'Your year-1 budget summary and annual fundraising goals for three years.' },
  { number: 8, slug: 'core-program-evaluation', title: 'Evaluation: Outcomes and Outputs', summary: 'How you will measure what each core program achieves.' },
  { number: 9, slug: 'funding-new-projects', title: 'Funding New Projects', summary: 'Optional: new projects, their expenses and fundraising goals.' },
  { number: 10, slug: 'total-fundraising-goal', title: '3-Year Fundraising Goal Overview', summary: 'Your total fundraising goal across programs, overhead and new projects.' },
  { number: 11, slug: 'finalize-your-case-for-support', title: 'Case for Support', summary: 'The story, impact and asks that become your case for support document.' },
  { number: 12, slug: 'gift-pyramid', title: 'Gift Pyramid', summary: 'The gifts and prospects you need at each level to reach your goal.' },
  { number: 13, slug: 'stewardship', title: 'Stewardship Structure', summary: 'How you recognise and thank donors at every level.' },
  { number: 14, slug: 'fundraising-operations', title: 'Policies & Procedures Manual', summary: 'Fundraising policies, procedures and development documents.' },
  { number: 15, slug: 'congratulations', title: 'Congratulations Strategic Plan for Fundraising Completed', summary: 'Your certificate and everything you have built.' },
];

/** What the plan produces (left) beside the ready-to-use resources it feeds (right). */
export const OUTPUTS: readonly { plan: string; resource: string }[] = [
  {
    plan: 'Vision, mission and aspirational vision statements',
    resource: 'Case for support document, with your story, impact and ways to give (PDF and Word)',
  },
  {
    plan: 'Core annual programs with three-year budgets, justifications and goals',
    resource: 'Fundraising talking points drawn from your programs and success stories',
  },
  {
    plan: 'Annual operating overhead budget and budget justification',
    resource: 'Campaign gift pyramid: gifts and prospects needed at each level',
  },
  {
    plan: 'Three-year revenue projections and annual fundraising goals',
    resource: 'Understanding Your Fundraising Goals: a narrative of how the goal was built',
  },
  {
    plan: 'Program evaluation: outcomes and outputs',
    resource: 'Stewardship structure with donor recognition levels',
  },
  {
    plan: 'New project budgets and fundraising goals',
    resource: 'Policies and Procedures manual for your fundraising operations',
  },
  {
    plan: 'Your 3-year total fundraising goal',
    resource: 'Gift documentation and other development documents',
  },
];
