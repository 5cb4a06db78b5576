/** The plan's activity (/activity, issue 19 §2): who changed which section and when. */
export { ActivityPage } from './ActivityPage';
