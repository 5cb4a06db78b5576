import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../generated/registry';
import { PP } from '../../../config/planPageMessages';
import type { Question } from '../../../lib/resources/questions';
import { BY_QUESTION_PAGES, EVALUATION_VIEWS, PROGRAM_GOAL_VIEWS, QUESTION_PAGES } from './pageConfigs';

describe('question pages', () => {
  it('configure exactly the sections whose page kind is questions, by section id, with the catalogue’s question keys', () => {
    const sections = MODULES.flatMap((m) => m.sections.flatMap((s) => (s.kind === 'page' && s.page === 'questions' ? [s] : [])));
    expect(Object.keys(QUESTION_PAGES).sort()).toEqual(sections.map((s) => s.id).sort());
    for (const s of sections) expect(QUESTION_PAGES[s.id]!.keys).toEqual(s.questions);
  });

  it('keep the messages of their pages', () => {
    expect(QUESTION_PAGES['vision.challenge']!.keys).toEqual(['societal_change_change', 'solution_solution']);
    expect(QUESTION_PAGES['vision.challenge']!.requiredMessage!({ question_name: 'solution_solution' } as Question)).toBe(
      PP.SOLUTION_REQUIRED,
    );
    expect(QUESTION_PAGES['overhead.justification']).toMatchObject({
      keys: ['overhead_budget_justification'],
      collection: true,
      hint: PP.OVERHEAD_JUSTIFICATION_HINT,
    });
    expect(QUESTION_PAGES['vision.mission']).toEqual({ keys: ['mission_statement'] });
  });
});

describe('"by question" views', () => {
  it('name the views of the catalogue, in the order of their links', () => {
    expect(PROGRAM_GOAL_VIEWS).toEqual([
      '/steps/funding-annual/goals',
      '/steps/funding-annual/strategy',
      '/steps/funding-annual/societal-change',
      '/steps/funding-annual/solution',
      '/steps/funding-annual/impact',
      '/steps/funding-annual/beneficiaries',
      '/steps/funding-annual/benefits',
    ]);
    expect(EVALUATION_VIEWS).toEqual(['/steps/core-program-evaluation/outcomes', '/steps/core-program-evaluation/outputs']);
    expect(BY_QUESTION_PAGES['/steps/funding-annual/goals']).toBe('finalizing_your_budget_goal');
    expect(BY_QUESTION_PAGES['/steps/core-program-evaluation/outputs']).toBe('measuring_impact_outputs');
  });
});
