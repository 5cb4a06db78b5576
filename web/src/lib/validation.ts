/** Shape checks shared by the forms; each mirrors the server's rule of the same name. */

/** `local@domain.tld`: no spaces, one `@`, a dotted domain with non-empty labels. */
export function isEmailShape(value: string): boolean {
  const s = value.trim();
  if (s.length === 0 || s.length > 254 || /[\s]/.test(s)) return false;
  const at = s.indexOf('@');
  if (at <= 0 || at !== s.lastIndexOf('@')) return false;
  const local = s.slice(0, at);
  const labels = s.slice(at + 1).split('.');
  return local.length <= 64 && labels.length >= 2 && labels.every((l) => /^[\p{L}\p{N}-]+$/u.test(l));
}

/** The team-invite rule: non-space, at sign, dot (spec §5). */
export function isSimpleEmail(value: string): boolean {
  return /^\S+@\S+\.\S+$/.test(value.trim());
}

/** Optional http/https, optional www, a domain with a TLD of 2 to 5 letters, optional port and path. */
const WEBSITE =
  /^(https?:\/\/)?(www\.)?[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,5}(:\d{1,5})?(\/\S*)?$/;

export function isWebsite(value: string): boolean {
  return WEBSITE.test(value.trim());
}

/** Colours are exactly `#RRGGBB`. */
export function isHexColor(value: string): boolean {
  return /^#[0-9A-Fa-f]{6}$/.test(value.trim());
}
