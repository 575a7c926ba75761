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
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    access: anyone,
  },
  twoFactorChallenge: {
    method: 'POST',
    path: '/auth/two-factor-challenge',
    access: anyone,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    access: anyone,
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    access: anyone,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    access: anyone,
  },
  confirmedPasswordStatus: {
    method: 'GET',
    path: '/auth/user/confirmed-password-status',
    access: signedIn,
  },
  confirmPassword: {
    method: 'POST',
    path: '/auth/user/confirm-password',
    access: signedIn,
  },
  enableTwoFactor: {
    method: 'POST',
    path: '/auth/user/two-factor-authentication',
    access: signedIn,
  },
  confirmTwoFactor: {
    method: 'POST',
    path: '/auth/user/confirmed-two-factor-authentication',
    access: signedIn,
  },
  recoveryCodesStatus: {
    method: 'GET',
    path: '/auth/user/two-factor-recovery-codes',
    access: signedIn,
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/auth/user/two-factor-recovery-codes',
    access: signedIn,
  },
  disableTwoFactor: {
    method: 'DELETE',
    path: '/auth/user/two-factor-authentication',
    access: signedIn,
  },
  resendVerification: {
    method: 'POST',
    path: '/api/v1/resend-email-verification',
    access: signedIn,
  },
  validateVerificationCode: {
    method: 'POST',
    path: '/api/v1/validate-email-verification-otp',
    access: signedIn,
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
  },
  verify: {
    method: 'POST',
    path: '/api/v1/recaptcha/verify',
    access: anyone,
  },
});
