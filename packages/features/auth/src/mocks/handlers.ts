import {
  authApi,
  type BootstrapData,
  type Endpoint,
  type RegisterResponse,
  socialApi,
} from '@coffer/contract';
import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { delay } from 'msw';

/** The bootstrap data of a freshly signed-in user, as the server answers a login. */
export const signedInBootstrap = (overrides: Partial<BootstrapData> = {}): BootstrapData =>
  bootstrapFixture({ user: userFixture(), ...overrides });

/** The codes the mocked two-factor challenge accepts. */
export const MOCK_TWO_FACTOR_CODE = '123456';
export const MOCK_RECOVERY_CODE = 'abcdefghij-klmnopqrst';
/** The code the mocked email verification accepts. */
export const MOCK_VERIFICATION_CODE = '654321';

/** A 422 with field errors, its message the first of them (as the server answers). */
const invalid = (errors: Record<string, string[]>) =>
  mockError(422, Object.values(errors)[0]?.[0] ?? 'Invalid', errors);

/** Never answers: the screen stays in its loading state. */
export const pending = (endpoint: Endpoint) =>
  mockEndpoint(endpoint, async () => {
    await delay('infinite');
    return undefined;
  });

export const loginHandlers = {
  succeeds: mockEndpoint(authApi.login, () => ({ bootstrapData: signedInBootstrap() })),
  needsTwoFactor: mockEndpoint(authApi.login, () => ({ two_factor: true as const })),
  wrongCredentials: mockEndpoint(authApi.login, () =>
    invalid({ phone: ['These credentials do not match our records.'] }),
  ),
  challenge: mockEndpoint(authApi.twoFactorChallenge, ({ body }) => {
    if (body.code === MOCK_TWO_FACTOR_CODE || body.recovery_code === MOCK_RECOVERY_CODE) {
      return { bootstrapData: signedInBootstrap() };
    }
    return body.code !== undefined
      ? invalid({ code: ['The provided two factor authentication code was invalid.'] })
      : invalid({ recovery_code: ['The provided two factor recovery code was invalid.'] });
  }),
};

export const registerHandlers = {
  succeeds: (status: RegisterResponse['status'] = 'success') =>
    mockEndpoint(authApi.register, () => ({ bootstrapData: signedInBootstrap(), status })),
  emailTaken: mockEndpoint(authApi.register, () =>
    invalid({ email: ['The email has already been taken.'] }),
  ),
};

export const passwordHandlers = {
  forgot: mockEndpoint(authApi.forgotPassword, () => ({
    message: 'If an account exists for that email address, we have emailed a password reset link.',
  })),
  reset: mockEndpoint(authApi.resetPassword, () => ({ message: 'Your password has been reset!' })),
  resetTokenExpired: mockEndpoint(authApi.resetPassword, () =>
    invalid({ email: ['This password reset token is invalid or has expired.'] }),
  ),
};

export const verificationHandlers = {
  validate: mockEndpoint(authApi.validateVerificationCode, ({ body }) =>
    body.code === MOCK_VERIFICATION_CODE
      ? { message: 'Email verified.' }
      : invalid({ code: ['The code is invalid or has expired.'] }),
  ),
  resend: mockEndpoint(authApi.resendVerification, () => ({ message: 'Email sent' })),
};

export const sessionHandlers = {
  logout: mockEndpoint(authApi.logout, () => ({ bootstrapData: bootstrapFixture() })),
  socialConnect: mockEndpoint(socialApi.connect, ({ body }) =>
    body.password === 'secret-password'
      ? { bootstrapData: signedInBootstrap() }
      : invalid({ password: ['The password is incorrect.'] }),
  ),
};

/** Every happy-path handler, for stories that just need the API to answer. */
export const authHandlers = [
  loginHandlers.succeeds,
  loginHandlers.challenge,
  registerHandlers.succeeds(),
  passwordHandlers.forgot,
  passwordHandlers.reset,
  verificationHandlers.validate,
  verificationHandlers.resend,
  sessionHandlers.logout,
  sessionHandlers.socialConnect,
];
