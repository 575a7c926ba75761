/** Shown instead of an address when no email is known. */
export const MASKED_UNKNOWN_EMAIL = '********';

/**
 * The address on the verify screen (spec §2.5): the first two characters of the
 * local part, four asterisks, then the domain (`ad****@example.com`).
 */
export function maskEmail(email?: string | null): string {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 1) return MASKED_UNKNOWN_EMAIL;
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}
