/** Versions of the plan (/versions, issue 19 §1): save, list and compare. */
export { VersionsPage } from './VersionsPage';
