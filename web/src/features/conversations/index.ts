/** Conversations on the plan's sections (issue 19 §2): handed to the plan's pages as slots. */
export { ConversationsButton, OpenThreadsBadge } from './components/Conversations';
