import { authEndpoints, type BoundEndpoint } from '@coffer/contract';
import { expect, it } from 'vitest';
import { Browser, confirmPassword, createUser, signIn } from '../../../test/auth';
import { describeServer } from '../../../test/harness';

const signedInEndpoints: BoundEndpoint[] = Object.values(authEndpoints).filter(
  (endpoint) => endpoint.access.signedIn,
);

/** The two-factor settings: each needs a password confirmed within the window. */
const twoFactorSettings: BoundEndpoint[] = [
  authEndpoints.enableTwoFactor,
  authEndpoints.confirmTwoFactor,
  authEndpoints.recoveryCodesStatus,
  authEndpoints.regenerateRecoveryCodes,
  authEndpoints.disableTwoFactor,
];

const call = (browser: Browser, endpoint: BoundEndpoint, body?: unknown) =>
  browser.request(endpoint.method, endpoint.path, endpoint.method === 'GET' ? undefined : body);

describeServer('who may call the auth endpoints', (server) => {
  it('given a guest, refuses every signed-in endpoint with 401 before reading its payload', async () => {
    expect(signedInEndpoints.length).toBeGreaterThan(0);
    const guest = new Browser(server());
    for (const endpoint of signedInEndpoints) {
      // A malformed payload: the guard answers before validation would.
      const response = await call(guest, endpoint, { code: 1, email: 2, password: 3 });
      expect([endpoint.id, response.status]).toEqual([endpoint.id, 401]);
      expect(response.json.message).toBe('Unauthenticated.');
    }
  });

  it('given a signed-in user without a confirmed password, refuses every two-factor setting with 403', async () => {
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    for (const endpoint of twoFactorSettings) {
      const response = await call(browser, endpoint, {});
      expect([endpoint.id, response.status]).toEqual([endpoint.id, 403]);
      expect(response.json.message).toBe('Please confirm your password first.');
    }
  });

  it('given another user’s confirmed password, a stranger’s session stays unconfirmed', async () => {
    const owner = await createUser(server(), { password: 'owner horse battery' });
    const stranger = await createUser(server(), { password: 'stranger horse battery' });
    const ownerBrowser = await signIn(server(), owner);
    const strangerBrowser = await signIn(server(), stranger);
    await confirmPassword(ownerBrowser, owner.password);
    const wrong = await strangerBrowser.post(authEndpoints.confirmPassword.path, {
      password: owner.password,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.password).toEqual(['The provided password was incorrect.']);
    const refused = await call(strangerBrowser, authEndpoints.recoveryCodesStatus);
    expect(refused.status).toBe(403);
    expect((await call(ownerBrowser, authEndpoints.recoveryCodesStatus)).json).toEqual({
      enabled: false,
      remaining: 0,
    });
  });
});
