/** Settings (/settings): profile, organization, subscription and password. */
export { SettingsPage } from './SettingsPage';
