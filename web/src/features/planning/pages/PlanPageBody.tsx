import { contentByPath } from '../content';
import { budgetPageByPath } from './budgetPagesByPath';
import { SectionComingSoon } from './SectionComingSoon';

/**
 * The body of a page of the plan: its page when it has one (static content, the budget pages),
 * else the note that the section opens when it is built.
 */
export function PlanPageBody({ path, title }: { path: string; title: string }) {
  const Page = contentByPath[path] ?? budgetPageByPath[path];
  return Page ? <Page key={path} /> : <SectionComingSoon title={title} path={path} />;
}
