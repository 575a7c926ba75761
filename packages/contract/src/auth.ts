import { z } from 'zod';
import { authApi } from './api/auth';
import { bootstrapDataSchema } from './bootstrap';
import {
  PASSWORD_CONFIRMATION_SECONDS,
  PASSWORD_MIN_LENGTH,
  RECOVERY_CODE_LENGTH,
  registrationStatuses,
  TWO_FACTOR_CODE_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './constants/auth';
import { REGISTRATION_FIELD_VALUE_MAX } from './constants/settings';
import { bindSchemas } from './endpoint';

const required = (field: string) => ({ error: `The ${field} field is required.` });
const requiredString = (field: string) =>
  z.string(required(field)).trim().min(1, `The ${field} field is required.`);
const email = (field = 'email') =>
  requiredString(field).pipe(
    z.email(`The ${field} must be a valid email address.`).max(191, 'The email is too long.'),
  );

const newPassword = z
  .string(required('password'))
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(255, 'The password may not be greater than 255 characters.');

// Report a mismatch next to other field errors, not only once every other field is valid.
function bothPasswordsGiven(payload: { value: unknown }): boolean {
  const value = payload.value as { password?: unknown; password_confirmation?: unknown };
  return typeof value?.password === 'string' && typeof value?.password_confirmation === 'string';
}

/** A plain message answer (forgot/reset password, resend verification, delete account). */
export const messageResponseSchema = z.object({ message: z.string() });

/** `POST auth/login`: `phone` holds a phone number or an email address (spec §5). */
export const loginPayloadSchema = z.object({
  phone: requiredString('phone').pipe(z.string().max(191, 'The phone is too long.')),
  password: z.string(required('password')).min(1, 'The password field is required.'),
  remember: z.boolean().default(true),
});

export const loginResponseSchema = z.union([
  z.object({ two_factor: z.literal(true) }),
  z.object({ bootstrapData: bootstrapDataSchema }),
]);

/**
 * `POST auth/register` (spec §3 "Register payload"). One boolean per required policy,
 * keyed by the policy's id, rides along; the server checks those against settings.
 */
export const registerPayloadSchema = z
  .looseObject({
    email: email(),
    password: newPassword,
    password_confirmation: z.string(required('password confirmation')),
    name: z.string().trim().max(191, 'The name is too long.').optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s().-]{5,31}$/, 'The phone must be a valid phone number.')
      .optional(),
    invite_id: z.union([z.string(), z.number()]).optional(),
    invite_type: z.string().optional(),
    /** Answers to the site's extra register fields (`settings.registration.fields`), by id. */
    extra_fields: z
      .record(
        z.string(),
        z.union([
          z.string().trim().max(REGISTRATION_FIELD_VALUE_MAX, 'The text is too long.'),
          z.number(),
          z.boolean(),
        ]),
      )
      .optional(),
  })
  .refine((payload) => payload.password === payload.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
    when: bothPasswordsGiven,
  });

export const registerResponseSchema = z.object({
  bootstrapData: bootstrapDataSchema,
  status: z.enum(registrationStatuses),
});

/** `POST auth/two-factor-challenge`: a code from the app, or one recovery code (spec §5). */
export const twoFactorChallengePayloadSchema = z
  .object({
    code: z
      .string()
      .length(TWO_FACTOR_CODE_LENGTH, `The code must be ${TWO_FACTOR_CODE_LENGTH} characters.`)
      .optional(),
    recovery_code: z
      .string()
      .length(RECOVERY_CODE_LENGTH, `The recovery code must be ${RECOVERY_CODE_LENGTH} characters.`)
      .optional(),
  })
  .refine((payload) => payload.code !== undefined || payload.recovery_code !== undefined, {
    path: ['code'],
    message: 'The code field is required.',
  });

export const bootstrapDataResponseSchema = z.object({ bootstrapData: bootstrapDataSchema });

export const forgotPasswordPayloadSchema = z.object({ email: email() });

export const resetPasswordPayloadSchema = z
  .object({
    token: requiredString('token'),
    email: email(),
    password: newPassword,
    password_confirmation: z.string(required('password confirmation')),
  })
  .refine((payload) => payload.password === payload.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
    when: bothPasswordsGiven,
  });

export const confirmedPasswordStatusQuerySchema = z.object({
  seconds: z.coerce
    .number('The seconds must be a number.')
    .int('The seconds must be an integer.')
    .min(1, 'The seconds must be at least 1.')
    .max(
      PASSWORD_CONFIRMATION_SECONDS,
      `The seconds may not be greater than ${PASSWORD_CONFIRMATION_SECONDS}.`,
    )
    .default(PASSWORD_CONFIRMATION_SECONDS),
});

export const confirmedPasswordStatusResponseSchema = z.object({ confirmed: z.boolean() });

export const confirmPasswordPayloadSchema = z.object({
  password: z.string(required('password')).min(1, 'The password field is required.'),
});

/** `POST auth/user/two-factor-authentication`: a secret to scan, not yet active. */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code image (`data:image/svg+xml;base64,…`). */
  qr_code: z.string(),
});

export const confirmTwoFactorPayloadSchema = z.object({
  code: z
    .string(required('code'))
    .length(TWO_FACTOR_CODE_LENGTH, `The code must be ${TWO_FACTOR_CODE_LENGTH} characters.`),
});

/** New recovery codes: shown once, then only their hashes are kept. */
export const recoveryCodesResponseSchema = z.object({ recovery_codes: z.array(z.string()) });

/** `DELETE auth/user/two-factor-authentication`: whether two-factor is still on (false). */
export const twoFactorDisabledResponseSchema = z.object({ two_factor_enabled: z.boolean() });

export const recoveryCodesStatusResponseSchema = z.object({
  enabled: z.boolean(),
  remaining: z.number().int(),
});

export const resendEmailVerificationPayloadSchema = z.object({ email: email() });

export const validateEmailVerificationPayloadSchema = z.object({
  code: requiredString('code')
    .max(
      VERIFICATION_CODE_LENGTH,
      `The code may not be greater than ${VERIFICATION_CODE_LENGTH} characters.`,
    )
    .regex(/^\d{6}$/, 'The code must be 6 digits.'),
});

export type LoginPayload = z.input<typeof loginPayloadSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type RegisterPayload = z.input<typeof registerPayloadSchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export type TwoFactorChallengePayload = z.infer<typeof twoFactorChallengePayloadSchema>;
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const authEndpoints = bindSchemas(authApi, {
  register: {
    summary: 'Create an account and sign in (human check when enabled)',
    body: registerPayloadSchema,
    response: registerResponseSchema,
  },
  login: {
    summary: 'Sign in with a phone number or email and password, or ask for the second factor',
    body: loginPayloadSchema,
    response: loginResponseSchema,
  },
  twoFactorChallenge: {
    summary: 'Finish a pending sign-in with a two-factor code or a recovery code',
    body: twoFactorChallengePayloadSchema,
    response: bootstrapDataResponseSchema,
  },
  logout: {
    summary: 'Sign out; answers the guest’s bootstrap data',
    response: bootstrapDataResponseSchema,
  },
  forgotPassword: {
    summary: 'Email a password reset link, if the account exists',
    body: forgotPasswordPayloadSchema,
    response: messageResponseSchema,
  },
  resetPassword: {
    summary: 'Set a new password with an emailed reset token',
    body: resetPasswordPayloadSchema,
    response: messageResponseSchema,
  },
  confirmedPasswordStatus: {
    summary: 'Whether the session confirmed its password within the given seconds',
    query: confirmedPasswordStatusQuerySchema,
    response: confirmedPasswordStatusResponseSchema,
  },
  confirmPassword: {
    summary: 'Confirm the account password for the session',
    body: confirmPasswordPayloadSchema,
    response: confirmedPasswordStatusResponseSchema,
  },
  enableTwoFactor: {
    summary: 'Start two-factor setup: a new secret and its QR code (confirmed password)',
    response: twoFactorSetupResponseSchema,
  },
  confirmTwoFactor: {
    summary: 'Turn two-factor on with a code from the app; answers the recovery codes',
    body: confirmTwoFactorPayloadSchema,
    response: recoveryCodesResponseSchema,
  },
  recoveryCodesStatus: {
    summary: 'Whether two-factor is on and how many recovery codes remain',
    response: recoveryCodesStatusResponseSchema,
  },
  regenerateRecoveryCodes: {
    summary: 'Replace the recovery codes (confirmed password)',
    response: recoveryCodesResponseSchema,
  },
  disableTwoFactor: {
    summary: 'Turn two-factor off (confirmed password)',
    response: twoFactorDisabledResponseSchema,
  },
  resendVerification: {
    summary: 'Email a new verification code to the account’s address',
    body: resendEmailVerificationPayloadSchema,
    response: messageResponseSchema,
  },
  validateVerificationCode: {
    summary: 'Verify the account’s email address with the emailed code',
    body: validateEmailVerificationPayloadSchema,
    response: messageResponseSchema,
  },
});
