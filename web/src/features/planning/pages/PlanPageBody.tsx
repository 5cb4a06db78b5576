import { content } from '../content';
import { SectionComingSoon } from './SectionComingSoon';

/**
 * The body of a page of the plan: its static page when it has one (./content), else the note
 * that the section opens when it is built.
 */
export function PlanPageBody({ path, title }: { path: string; title: string }) {
  const Page = content[path];
  return Page ? <Page /> : <SectionComingSoon title={title} path={path} />;
}
