/** The plan's pages: the getting-started welcome page and each section's body. */
export { GettingStartedWelcomePage } from './pages/GettingStartedWelcomePage';
export { PlanPageBody } from './pages/PlanPageBody';
