/**
 * Build-time configuration, read once. Every value has a safe default so a plain
 * `npm run build` works; a deployment may override them with VITE_* variables.
 */
function read(name: string, fallback: string): string {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export const env = {
  /** Base of every API call (the server mounts its routers under /api/v1). */
  apiBase: read('VITE_API_BASE', '/api/v1').replace(/\/+$/, ''),
  /** Where "Contact Us" and the advisory-team line send e-mail. */
  supportEmail: read('VITE_SUPPORT_EMAIL', 'support@fundplan.org'),
  /** Help in the top bar: the external support portal (spec §2). */
  helpUrl: read('VITE_HELP_URL', 'https://help.fundplan.org'),
  productName: 'fundplan',
} as const;
