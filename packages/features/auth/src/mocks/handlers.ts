import type { BootstrapData, LoginResponse, RegisterResponse } from '@coffer/contract';
import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { delay, HttpResponse, http } from 'msw';

/** The bootstrap data of a freshly signed-in user, as the server answers a login. */
export const signedInBootstrap = (overrides: Partial<BootstrapData> = {}): BootstrapData =>
  bootstrapFixture({ user: userFixture(), ...overrides });

/** The codes the mocked two-factor challenge accepts. */
export const MOCK_TWO_FACTOR_CODE = '123456';
export const MOCK_RECOVERY_CODE = 'abcdefghij-klmnopqrst';
/** The code the mocked email verification accepts. */
export const MOCK_VERIFICATION_CODE = '654321';

const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json(
    { message: Object.values(errors)[0]?.[0] ?? 'Invalid', errors },
    { status: 422 },
  );

/** Never answers: the screen stays in its loading state. */
export const pending = (method: 'post' | 'get', path: string) =>
  http[method](path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const loginHandlers = {
  succeeds: http.post('/auth/login', () =>
    HttpResponse.json<LoginResponse>({ bootstrapData: signedInBootstrap() }),
  ),
  needsTwoFactor: http.post('/auth/login', () =>
    HttpResponse.json<LoginResponse>({ two_factor: true }),
  ),
  wrongCredentials: http.post('/auth/login', () =>
    invalid({ phone: ['These credentials do not match our records.'] }),
  ),
  challenge: http.post('/auth/two-factor-challenge', async ({ request }) => {
    const body = (await request.json()) as { code?: string; recovery_code?: string };
    if (body.code === MOCK_TWO_FACTOR_CODE || body.recovery_code === MOCK_RECOVERY_CODE) {
      return HttpResponse.json({ bootstrapData: signedInBootstrap() });
    }
    return body.code !== undefined
      ? invalid({ code: ['The provided two factor authentication code was invalid.'] })
      : invalid({ recovery_code: ['The provided two factor recovery code was invalid.'] });
  }),
};

export const registerHandlers = {
  succeeds: (status: RegisterResponse['status'] = 'success') =>
    http.post('/auth/register', () =>
      HttpResponse.json<RegisterResponse>({ bootstrapData: signedInBootstrap(), status }),
    ),
  emailTaken: http.post('/auth/register', () =>
    invalid({ email: ['The email has already been taken.'] }),
  ),
};

export const passwordHandlers = {
  forgot: http.post('/auth/forgot-password', () =>
    HttpResponse.json({
      message:
        'If an account exists for that email address, we have emailed a password reset link.',
    }),
  ),
  reset: http.post('/auth/reset-password', () =>
    HttpResponse.json({ message: 'Your password has been reset!' }),
  ),
  resetTokenExpired: http.post('/auth/reset-password', () =>
    invalid({ email: ['This password reset token is invalid or has expired.'] }),
  ),
};

export const verificationHandlers = {
  validate: http.post('/api/v1/validate-email-verification-otp', async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    return code === MOCK_VERIFICATION_CODE
      ? HttpResponse.json({ message: 'Verified' })
      : invalid({ code: ['The code is invalid or has expired.'] });
  }),
  resend: http.post('/api/v1/resend-email-verification', () =>
    HttpResponse.json({ message: 'Email sent' }),
  ),
};

export const sessionHandlers = {
  logout: http.post('/auth/logout', () => HttpResponse.json({ bootstrapData: bootstrapFixture() })),
  socialConnect: http.post('/secure/auth/social/connect', async ({ request }) => {
    const { password } = (await request.json()) as { password: string };
    return password === 'secret-password'
      ? HttpResponse.json({ bootstrapData: signedInBootstrap() })
      : invalid({ password: ['The password is incorrect.'] });
  }),
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
