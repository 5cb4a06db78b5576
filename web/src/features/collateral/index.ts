/** The Fundraising Resources page (/fundraising-collateral). */
export { CollateralPage } from './CollateralPage';
