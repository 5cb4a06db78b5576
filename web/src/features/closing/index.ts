/** The closing modules' pages (spec file 3, modules 11–15), as the app's page-kind table (src/app/screens.tsx) renders them. */
export { SuccessStoriesPage } from './case/SuccessStoriesPage';
export { TalkingPointsPage } from './case/TalkingPointsPage';
export { WaysToGivePage } from './case/WaysToGivePage';
export { CertificatePage } from './certificate/CertificatePage';
export { DevelopmentDocumentsPage, PoliciesProceduresPage } from './policies/PoliciesPages';
export { ProspectRatioPage } from './pyramid/ProspectRatioPage';
export { DonorRecognitionPage } from './stewardship/DonorRecognitionPage';
