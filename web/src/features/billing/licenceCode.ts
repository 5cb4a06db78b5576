/**
 * Licence codes from a funder (issue 18 §3): how the redeem page shows one. The code of a funder's
 * link, remembered until it is redeemed, is kept beside the session (lib/session.ts), which the
 * public pages read.
 */

/**
 * A code as people read it: upper case, in three groups of four (`7KQM-4TXR-P9WD`) when it has
 * the 12 letters and digits of a code once spaces and dashes are left out; anything else is only
 * trimmed and upper-cased (the server says what is wrong with it).
 */
export function groupLicenceCode(typed: string): string {
  const bare = typed.replace(/[\s\-‐–—]/g, '').toUpperCase();
  const groups = /^[A-Z0-9]{12}$/.test(bare) ? bare.match(/.{4}/g) : null;
  return groups ? groups.join('-') : typed.trim().toUpperCase();
}
