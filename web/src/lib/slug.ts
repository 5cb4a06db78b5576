/**
 * Program and project slugs (spec §2): lower-cased, runs of characters that are not alphanumeric
 * (Unicode Alphabetic or Numeric, as Rust's `char::is_alphanumeric`) become one hyphen, leading and
 * trailing hyphens trimmed. Same rule as the server's `slug`; shared/vectors/slug.json pins both
 * (features/navigation/vectors.test.ts).
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{Alphabetic}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
