import type {
  bootstrapDataResponseSchema,
  confirmedPasswordStatusQuerySchema,
  confirmedPasswordStatusResponseSchema,
  confirmPasswordPayloadSchema,
  confirmTwoFactorPayloadSchema,
  forgotPasswordPayloadSchema,
  loginPayloadSchema,
  loginResponseSchema,
  messageResponseSchema,
  recoveryCodesResponseSchema,
  recoveryCodesStatusResponseSchema,
  registerPayloadSchema,
  registerResponseSchema,
  resendEmailVerificationPayloadSchema,
  resetPasswordPayloadSchema,
  twoFactorChallengePayloadSchema,
  twoFactorDisabledResponseSchema,
  twoFactorSetupResponseSchema,
  validateEmailVerificationPayloadSchema,
} from '../auth';
import { anyone, defineApi, signedIn } from '../endpoint';
import type {
  humanCheckChallengeResponseSchema,
  recaptchaVerifyPayloadSchema,
  recaptchaVerifyResponseSchema,
} from '../human-check';

/**
 * Signing in, up and out, passwords, two-factor and email verification (spec §4, §5);
 * their schemas are bound in `../auth`. The two-factor settings and the password
 * confirmation each need a confirmed password or a session, which their handlers check.
 */
export const authApi = defineApi<{
  register: { body: typeof registerPayloadSchema; response: typeof registerResponseSchema };
  login: { body: typeof loginPayloadSchema; response: typeof loginResponseSchema };
  twoFactorChallenge: {
    body: typeof twoFactorChallengePayloadSchema;
    response: typeof bootstrapDataResponseSchema;
  };
  logout: { response: typeof bootstrapDataResponseSchema };
  forgotPassword: {
    body: typeof forgotPasswordPayloadSchema;
    response: typeof messageResponseSchema;
  };
  resetPassword: {
    body: typeof resetPasswordPayloadSchema;
    response: typeof messageResponseSchema;
  };
  confirmedPasswordStatus: {
    query: typeof confirmedPasswordStatusQuerySchema;
    response: typeof confirmedPasswordStatusResponseSchema;
  };
  confirmPassword: {
    body: typeof confirmPasswordPayloadSchema;
    response: typeof confirmedPasswordStatusResponseSchema;
  };
  enableTwoFactor: { response: typeof twoFactorSetupResponseSchema };
  confirmTwoFactor: {
    body: typeof confirmTwoFactorPayloadSchema;
    response: typeof recoveryCodesResponseSchema;
  };
  recoveryCodesStatus: { response: typeof recoveryCodesStatusResponseSchema };
  regenerateRecoveryCodes: { response: typeof recoveryCodesResponseSchema };
  disableTwoFactor: { response: typeof twoFactorDisabledResponseSchema };
  resendVerification: {
    body: typeof resendEmailVerificationPayloadSchema;
    response: typeof messageResponseSchema;
  };
  validateVerificationCode: {
    body: typeof validateEmailVerificationPayloadSchema;
    response: typeof messageResponseSchema;
  };
}>()('auth', {
  register: {
    method: 'POST',
    path: '/auth/register',
    access: anyone,
    summary: 'Create an account and sign in (human check when enabled)',
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    access: anyone,
    summary: 'Sign in with a phone number or email and password, or ask for the second factor',
  },
  twoFactorChallenge: {
    method: 'POST',
    path: '/auth/two-factor-challenge',
    access: anyone,
    summary: 'Finish a pending sign-in with a two-factor code or a recovery code',
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    access: anyone,
    summary: 'Sign out; answers the guest’s bootstrap data',
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    access: anyone,
    summary: 'Email a password reset link, if the account exists',
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    access: anyone,
    summary: 'Set a new password with an emailed reset token',
  },
  confirmedPasswordStatus: {
    method: 'GET',
    path: '/auth/user/confirmed-password-status',
    access: signedIn,
    summary: 'Whether the session confirmed its password within the given seconds',
  },
  confirmPassword: {
    method: 'POST',
    path: '/auth/user/confirm-password',
    access: signedIn,
    summary: 'Confirm the account password for the session',
  },
  enableTwoFactor: {
    method: 'POST',
    path: '/auth/user/two-factor-authentication',
    access: signedIn,
    summary: 'Start two-factor setup: a new secret and its QR code (confirmed password)',
  },
  confirmTwoFactor: {
    method: 'POST',
    path: '/auth/user/confirmed-two-factor-authentication',
    access: signedIn,
    summary: 'Turn two-factor on with a code from the app; answers the recovery codes',
  },
  recoveryCodesStatus: {
    method: 'GET',
    path: '/auth/user/two-factor-recovery-codes',
    access: signedIn,
    summary: 'Whether two-factor is on and how many recovery codes remain',
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/auth/user/two-factor-recovery-codes',
    access: signedIn,
    summary: 'Replace the recovery codes (confirmed password)',
  },
  disableTwoFactor: {
    method: 'DELETE',
    path: '/auth/user/two-factor-authentication',
    access: signedIn,
    summary: 'Turn two-factor off (confirmed password)',
  },
  resendVerification: {
    method: 'POST',
    path: '/api/v1/resend-email-verification',
    access: signedIn,
    summary: 'Email a new verification code to the account’s address',
  },
  validateVerificationCode: {
    method: 'POST',
    path: '/api/v1/validate-email-verification-otp',
    access: signedIn,
    summary: 'Verify the account’s email address with the emailed code',
  },
});

/** The human check (spec §5, §7); its schemas are bound in `../human-check`. */
export const humanCheckApi = defineApi<{
  challenge: { response: typeof humanCheckChallengeResponseSchema };
  verify: {
    body: typeof recaptchaVerifyPayloadSchema;
    response: typeof recaptchaVerifyResponseSchema;
  };
}>()('humanCheck', {
  challenge: {
    method: 'GET',
    path: '/api/v1/human-check/challenge',
    access: anyone,
    summary: 'What the client must do to pass the human check (proof of work or reCAPTCHA)',
  },
  verify: {
    method: 'POST',
    path: '/api/v1/recaptcha/verify',
    access: anyone,
    summary: 'Trade a solved check for a single-use pass cookie',
  },
});
