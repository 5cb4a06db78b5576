/** What the plan produces (left) beside the ready-to-use resources it feeds (right): the welcome page's table. */
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

