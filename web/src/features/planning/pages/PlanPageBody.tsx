import type { ReactNode } from 'react';
import { SuccessStoriesPage } from '../../closing/case/SuccessStoriesPage';
import { TalkingPointsPage } from '../../closing/case/TalkingPointsPage';
import { WaysToGivePage } from '../../closing/case/WaysToGivePage';
import { ProspectRatioPage } from '../../closing/pyramid/ProspectRatioPage';
import { contentByPath } from '../content';
import { budgetPageByPath } from './budgetPagesByPath';
import { ByQuestionView } from './ByQuestionView';
import { EVALUATION_PAGE_PREFIX, EvaluationPage } from './EvaluationPage';
import { ExpensesTab } from './ExpensesTab';
import { CoreProgramsPage, NewProjectsPage } from './ListPage';
import { PROGRAM_PAGE_PREFIX, ProgramPage } from './ProgramPage';
import { PROJECT_PAGE_PREFIX, ProjectPage } from './ProjectPage';
import { BY_QUESTION_PAGES, QUESTION_PAGES } from './pageConfigs';
import { QuestionPage } from './QuestionPage';
import { SectionComingSoon } from './SectionComingSoon';
// Modules 13–15 (issue 8).
import { CertificatePage } from '../../closing/certificate/CertificatePage';
import { DevelopmentDocumentsPage, PoliciesProceduresPage } from '../../closing/policies/PoliciesPages';
import { DonorRecognitionPage } from '../../closing/stewardship/DonorRecognitionPage';

const byQuestion: Readonly<Partial<Record<string, string>>> = BY_QUESTION_PAGES;
const budgetPages: Readonly<Partial<Record<string, (typeof budgetPageByPath)[string]>>> = budgetPageByPath;

/** The planning page of `path` (spec file 2), or null when it has none. */
function planningPage(path: string): ReactNode {
  if (path === '/steps/stewardship/donor-recognition') return <DonorRecognitionPage />;
  if (path === '/steps/fundraising-operations/policies-procedures') return <PoliciesProceduresPage />;
  if (path === '/steps/fundraising-operations/development-documents') return <DevelopmentDocumentsPage />;
  if (path === '/steps/congratulations/certificate') return <CertificatePage />;
  const questions = QUESTION_PAGES[path];
  if (questions) return <QuestionPage key={path} config={questions} path={path} />;
  const Budget = budgetPages[path];
  if (Budget) return <Budget key={path} />;
  if (path === '/steps/funding-annual/core-programs') return <CoreProgramsPage />;
  if (path === '/steps/funding-new-projects/new-projects') return <NewProjectsPage />;
  if (path.startsWith(PROGRAM_PAGE_PREFIX))
    return <ProgramPage slug={path.slice(PROGRAM_PAGE_PREFIX.length)} ExpensesTab={ExpensesTab} />;
  if (path.startsWith(EVALUATION_PAGE_PREFIX)) return <EvaluationPage slug={path.slice(EVALUATION_PAGE_PREFIX.length)} />;
  if (path.startsWith(PROJECT_PAGE_PREFIX))
    return <ProjectPage slug={path.slice(PROJECT_PAGE_PREFIX.length)} ExpensesTab={ExpensesTab} />;
  if (path === '/steps/finalize-your-case-for-support/ways-to-give') return <WaysToGivePage />;
  if (path === '/steps/finalize-your-case-for-support/success-story-highlights') return <SuccessStoriesPage />;
  if (path === '/steps/finalize-your-case-for-support/fundraising-talking-points') return <TalkingPointsPage />;
  if (path === '/steps/gift-pyramid/prospect-to-donor-ratio') return <ProspectRatioPage />;
  const key = byQuestion[path];
  if (key) return <ByQuestionView questionKey={key} />;
  return null;
}

/**
 * The body of a page of the plan: its static page when it has one (./content), else its planning
 * page (questions, program and project lists and pages with their Expenses tabs, the budget
 * pages and summaries, "by question" views), else the note that the section opens when it is
 * built.
 */
export function PlanPageBody({ path, title }: { path: string; title: string }) {
  const Page = contentByPath[path];
  if (Page) return <Page />;
  return planningPage(path) ?? <SectionComingSoon title={title} path={path} />;
}
