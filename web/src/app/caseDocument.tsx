import { Suspense } from 'react';
import { PageLoader } from '../components/Spinner';
import { named } from './lazyPage';

/** Module 11's case for support document (issue 9): its editor loads with its first visit. */
const caseDocument = named(() => import('../features/casedoc'), 'CaseDocumentPage');

export const CaseDocumentScreen = () => <Suspense fallback={<PageLoader />}>{caseDocument}</Suspense>;
