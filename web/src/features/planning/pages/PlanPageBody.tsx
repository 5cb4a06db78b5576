import { contentByPath } from '../content';
import { SectionComingSoon } from './SectionComingSoon';

/**
 * The body of a page of the plan: its static page when it has one (./content), else the note
 * that the section opens when it is built.
 */
export function PlanPageBody({ path, title }: { path: string; title: string }) {
  const Page = contentByPath[path];
  return Page ? <Page /> : <SectionComingSoon title={title} path={path} />;
}
