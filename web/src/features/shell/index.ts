/** The application shell: the top bar of the chrome pages and the placeholder pages. */
export { TopBar } from './components/TopBar';
export { NotFoundPage, PlaceholderPage, ResourcesPage } from './pages/PlaceholderPage';
