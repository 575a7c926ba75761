import type { Settings, User } from '@coffer/contract';

export const accountGates = ['verify-email', 'suspended'] as const;
export type AccountGate = (typeof accountGates)[number];

/**
 * The only screen a signed-in user may see, or null for the normal app (spec §4).
 * Verification comes first: a banned user who never verified still cannot prove
 * they own the address, and the suspended screen offers nothing to do about it.
 */
export function accountGate(
  user: User | null,
  settings: Pick<Settings, 'require_email_confirmation'>,
): AccountGate | null {
  if (!user) return null;
  if (settings.require_email_confirmation && !user.email_verified_at) return 'verify-email';
  if (user.banned_at) return 'suspended';
  return null;
}
