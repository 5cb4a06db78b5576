/** The case for support document screen (spec file 3 §2, issue 9). */
export { CaseDocumentPage } from './CaseDocumentPage';
