/** The application shell: the top bar of the chrome pages and the not-found page. */
export { TopBar } from './components/TopBar';
export { NotFoundPage } from '../../components/NotFoundPage';
