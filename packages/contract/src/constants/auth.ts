// Limits of the sign-in flows; the schemas in ../auth.ts build their rules from them.
export const PASSWORD_MIN_LENGTH = 8;
export const registrationStatuses = ['success', 'needs_email_verification'] as const;

export const TWO_FACTOR_CODE_LENGTH = 6;
export const RECOVERY_CODE_LENGTH = 21;

/** How long a password confirmation counts (spec §9). */
export const PASSWORD_CONFIRMATION_SECONDS = 9000;
export const VERIFICATION_CODE_LENGTH = 6;

/**
 * The `code` of an error answer refused by account gating (spec §4): the account was suspended,
 * or its address must be confirmed first. A page open since then shows the gate's screen.
 */
export const accountGateCodes = ['account_suspended', 'email_unverified'] as const;
export type AccountGateCode = (typeof accountGateCodes)[number];
