// Limits of the sign-in flows; the schemas in ../auth.ts build their rules from them.
export const PASSWORD_MIN_LENGTH = 8;
export const registrationStatuses = ['success', 'needs_email_verification'] as const;

export const TWO_FACTOR_CODE_LENGTH = 6;
export const RECOVERY_CODE_LENGTH = 21;

/** How long a password confirmation counts (spec §9). */
export const PASSWORD_CONFIRMATION_SECONDS = 9000;
export const VERIFICATION_CODE_LENGTH = 6;
