/** The team feature: the top bar's widget and side panel, and the assignees of modules and sections. */
export { TeamWidget } from './components/TeamWidget';
export { AssigneesButton, AssigneeAvatars } from './components/Assignees';
