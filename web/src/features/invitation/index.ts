/** The invitation page (`/invitation?token=…`): join an organization by signing up or signing in. */
export { InvitationPage } from './InvitationPage';
