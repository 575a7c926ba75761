import { type SocialAuthMessage, socialAuthMessageSchema, socialServices } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/auth';
import { databaseKinds, startTestServer, type TestServer } from '../../../test/harness';
import { ROLE_USERS } from '../../kernel/roles/catalog';
import { assignRole } from '../../kernel/roles/repo';
import { findUserByEmail, insertUser, updateUser } from '../../kernel/users/repo';
import { hashPassword } from '../../platform/security/passwords';
import { createFolder } from '../drive/drive.test-support';
import { sharingDb } from '../sharing/repo';
import { FAKE_CLIENTS, type FakeAccount, startFakeProvider } from './fake-provider.test-support';

/** A browser tab's cookies for the app: every response's Set-Cookie is applied. */
class Browser {
  cookies = new Map<string, string>();
  constructor(private server: TestServer) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const absolute = url.startsWith('http') ? url : `${this.server.url}${url}`;
    const headers = new Headers(init.headers);
    if (absolute.startsWith(this.server.url) && this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = await fetch(absolute, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const gone = attributes.some(
        (a) => /^\s*max-age=0$/i.test(a) || /expires=thu, 01 jan 1970/i.test(a),
      );
      if (gone || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** A JSON call as the app's HTTP client makes it (XSRF header echoed from the cookie). */
  post(path: string, body: unknown = {}) {
    return this.fetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
      },
      body: JSON.stringify(body),
    });
  }

  /**
   * Opens the popup at `secure/auth/social/{service}/{intent}` and follows the real
   * redirects (app → provider → app callback) until a page answers; returns the message
   * that page posts to its opener.
   */
  async popup(service: string, intent: 'login' | 'connect' = 'login') {
    let response = await this.fetch(`/secure/auth/social/${service}/${intent}`);
    for (let hops = 0; response.status === 302 && hops < 5; hops++) {
      response = await this.fetch(response.headers.get('location')!);
    }
    expect(response.status).toBe(200);
    return readPopupPage(response);
  }
}

async function readPopupPage(response: Response) {
  expect(response.headers.get('content-type')).toContain('text/html');
  const html = await response.text();
  // The CSP forbids inline scripts: the page has only a data block and a same-origin script.
  const scripts = html.match(/<script[^>]*>/g) ?? [];
  expect(scripts).toEqual([
    '<script type="application/json" id="social-auth-result">',
    '<script src="/secure/auth/social/popup.js">',
  ]);
  const data = html.match(
    /<script type="application\/json" id="social-auth-result">(.*?)<\/script>/s,
  );
  const result = JSON.parse(data![1]!) as { targetOrigin: string; message: SocialAuthMessage };
  return { targetOrigin: result.targetOrigin, ...socialAuthMessageSchema.parse(result.message) };
}

const ENV = Object.fromEntries(
  socialServices.flatMap((s) => [
    [`${s.toUpperCase()}_CLIENT_ID`, FAKE_CLIENTS[s].id],
    [`${s.toUpperCase()}_CLIENT_SECRET`, FAKE_CLIENTS[s].secret],
  ]),
);

for (const kind of databaseKinds()) {
  describe(`social login against a local fake provider [${kind}]`, () => {
    let server: TestServer;
    let cleanup: () => Promise<void>;
    let provider: Awaited<ReturnType<typeof startFakeProvider>>;

    beforeAll(async () => {
      provider = await startFakeProvider();
      ({ server, cleanup } = await startTestServer(kind, {
        ...ENV,
        SOCIAL_OAUTH_ORIGIN: provider.origin,
      }));
      // The harness listens on a random port, so the public URL is known only now.
      server.config.appUrl = server.url;
      for (const service of socialServices)
        await server.app.settings.set(`social.${service}.enable`, true);
    });
    afterAll(async () => {
      await cleanup();
      await provider.close();
    });

    const account = (id: string, extra: Partial<FakeAccount> = {}): FakeAccount => ({
      id,
      name: `Person ${id}`,
      email: `${id}@example.com`,
      ...extra,
    });

    async function passwordUser(email: string, password = 'correct horse') {
      const user = await insertUser(
        server.app.db,
        {
          email,
          name: 'Existing',
          password: await hashPassword(password),
          email_verified_at: new Date().toISOString(),
        },
        server.app.clock.iso(),
      );
      await assignRole(server.app.db, user.id, ROLE_USERS);
      return user;
    }

    async function profilesOf(browser: Browser) {
      const response = await browser.fetch('/api/v1/users/me?with=social_profiles');
      expect(response.status).toBe(200);
      const { user } = (await response.json()) as {
        user: { id: number; social_profiles: { service: string }[] };
      };
      return user.social_profiles.map((p) => p.service).sort();
    }

    it('given a new Google person, creates a `users` account, signs it in and posts SUCCESS to the base_url origin', async () => {
      const browser = new Browser(server);
      provider.signInAs(account('g-new'));
      const result = await browser.popup('google');
      expect(result.status).toBe('SUCCESS');
      expect(result.targetOrigin).toBe(new URL(server.url).origin);
      const user = result.callbackData.bootstrapData?.user;
      expect(user?.email).toBe('g-new@example.com');
      expect(user?.email_verified_at).not.toBeNull();
      expect(user?.roles.map((r) => r.name)).toEqual(['users']);
      expect(browser.cookies.has('coffer_session')).toBe(true);
      expect(browser.cookies.has('social_oauth')).toBe(false);
      expect(await profilesOf(browser)).toEqual(['google']);
      // The provider's tokens were needed once; none is kept.
      const stored = await server.app.db
        .selectFrom('social_profiles')
        .select(['access_token', 'refresh_token'])
        .where('service_id', '=', 'g-new')
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ access_token: null, refresh_token: null });
      // Google and Twitter go through PKCE with HTTP Basic client credentials.
      expect(provider.tokenRequests.at(-1)).toEqual({
        service: 'google',
        auth: 'basic',
        pkce: true,
      });
    });

    it('hands a new account the shares that waited for its provider-verified address', async () => {
      const owner = await createUser(server);
      const sharer = await signIn(server, owner);
      const folder = await createFolder(server, 'Field notes', { ownerId: owner.row.id });
      const shared = await sharer.post(`/api/v1/file-entries/${folder.id}/share`, {
        emails: ['g-invited@example.com'],
      });
      expect(shared.json.invited).toEqual(['g-invited@example.com']);
      provider.signInAs(account('g-invited'));
      const result = await new Browser(server).popup('google');
      expect(result.status).toBe('SUCCESS');
      const userId = result.callbackData.bootstrapData?.user?.id;
      const share = await sharingDb(server.app.db)
        .selectFrom('file_entry_shares')
        .select(['user_id', 'edit', 'download'])
        .where('entry_id', '=', folder.id)
        .execute();
      expect(share).toEqual([{ user_id: userId, edit: 0, download: 1 }]);
      const waiting = await sharingDb(server.app.db)
        .selectFrom('pending_shares')
        .select('id')
        .where('email', '=', 'g-invited@example.com')
        .execute();
      expect(waiting).toEqual([]);
    });

    it('signs the same person into the same account the next time', async () => {
      provider.signInAs(account('g-again'));
      const first = await new Browser(server).popup('google');
      const second = await new Browser(server).popup('google');
      expect(second.status).toBe('SUCCESS');
      expect(second.callbackData.bootstrapData?.user?.id).toBe(
        first.callbackData.bootstrapData?.user?.id,
      );
    });

    it('answers ALREADY_LOGGED_IN with bootstrap data when the popup opens for a signed-in user', async () => {
      const browser = new Browser(server);
      provider.signInAs(account('g-already'));
      await browser.popup('google');
      const response = await browser.fetch('/secure/auth/social/google/login');
      const result = await readPopupPage(response);
      expect(result.status).toBe('ALREADY_LOGGED_IN');
      expect(result.callbackData.bootstrapData?.user?.email).toBe('g-already@example.com');
    });

    it.each([
      ['facebook', { service: 'facebook', auth: 'body', pkce: false }],
      ['envato', { service: 'envato', auth: 'body', pkce: false }],
    ] as const)(
      'signs a new %s person up through its own token and profile formats',
      async (service, request) => {
        provider.signInAs(account(`${service}-new`));
        const result = await new Browser(server).popup(service);
        expect(result.status).toBe('SUCCESS');
        expect(result.callbackData.bootstrapData?.user?.email).toBe(`${service}-new@example.com`);
        expect(provider.tokenRequests.at(-1)).toEqual(request);
      },
    );

    it('given an existing account with the same email, asks for its password, then links and signs in', async () => {
      const existing = await passwordUser('owner@example.com');
      const browser = new Browser(server);
      provider.signInAs(account('owner', { email: 'owner@example.com' }));
      const result = await browser.popup('google');
      expect(result.status).toBe('REQUEST_PASSWORD');
      expect(result.callbackData.bootstrapData).toBeUndefined();
      expect(browser.cookies.has('coffer_session')).toBe(false);

      const wrong = await browser.post('/secure/auth/social/connect', { password: 'wrong one' });
      expect(wrong.status).toBe(422);
      expect(
        ((await wrong.json()) as { errors: Record<string, string[]> }).errors.password,
      ).toEqual(['The provided password was incorrect.']);
      const empty = await browser.post('/secure/auth/social/connect', {});
      expect(empty.status).toBe(422);
      expect(
        ((await empty.json()) as { errors: Record<string, string[]> }).errors.password,
      ).toEqual(['The password field is required.']);

      const ok = await browser.post('/secure/auth/social/connect', { password: 'correct horse' });
      expect(ok.status).toBe(200);
      const { bootstrapData } = (await ok.json()) as { bootstrapData: { user: { id: number } } };
      expect(bootstrapData.user.id).toBe(existing.id);
      expect(await profilesOf(browser)).toEqual(['google']);

      // The pending link is used up, and the next Google sign-in goes straight in.
      const again = await browser.post('/secure/auth/social/connect', {
        password: 'correct horse',
      });
      expect(again.status).toBe(422);
      const next = await new Browser(server).popup('google');
      expect(next.status).toBe('SUCCESS');
      expect(next.callbackData.bootstrapData?.user?.id).toBe(existing.id);
    });

    it('refuses social connect without the XSRF header, and without a pending link', async () => {
      await passwordUser('xsrf@example.com');
      const browser = new Browser(server);
      provider.signInAs(account('xsrf', { email: 'xsrf@example.com' }));
      expect((await browser.popup('google')).status).toBe('REQUEST_PASSWORD');
      const forged = await browser.fetch('/secure/auth/social/connect', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'correct horse' }),
      });
      expect(forged.status).toBe(403);
      const stranger = new Browser(server);
      await stranger.fetch('/api/v1/bootstrap-data');
      const noLink = await stranger.post('/secure/auth/social/connect', {
        password: 'correct horse',
      });
      expect(noLink.status).toBe(422);
    });

    it('does not link by an email the provider has not verified', async () => {
      await passwordUser('unverified@example.com');
      provider.signInAs(
        account('g-unverified', { email: 'unverified@example.com', emailVerified: false }),
      );
      const result = await new Browser(server).popup('google');
      expect(result.status).toBe('ERROR');
      expect(result.callbackData.errorMessage).toContain('did not share a verified email address');
    });

    it('answers ERROR for a forged state, a missing flow cookie and a declined consent', async () => {
      const browser = new Browser(server);
      provider.signInAs(account('g-state'));
      const start = await browser.fetch('/secure/auth/social/google/login');
      const authorize = await browser.fetch(start.headers.get('location')!);
      const callback = new URL(authorize.headers.get('location')!);
      callback.searchParams.set('state', 'forged');
      expect((await readPopupPage(await browser.fetch(callback.toString()))).status).toBe('ERROR');

      const noCookie = await new Browser(server).fetch(
        `/secure/auth/social/google/callback?code=x&state=y`,
      );
      const result = await readPopupPage(noCookie);
      expect(result).toMatchObject({
        status: 'ERROR',
        callbackData: { errorMessage: 'An error occurred. Please try again later' },
      });

      provider.signInAs(null);
      expect((await new Browser(server).popup('google')).status).toBe('ERROR');
      expect(await findUserByEmail(server.app.db, 'g-state@example.com')).toBeUndefined();
    });

    it('answers ERROR without leaving for the provider when a service is switched off or unknown', async () => {
      await server.app.settings.set('social.facebook.enable', false);
      try {
        const response = await new Browser(server).fetch('/secure/auth/social/facebook/login');
        expect(response.status).toBe(200);
        expect((await readPopupPage(response)).callbackData.errorMessage).toBe(
          'Facebook sign-in is not available.',
        );
      } finally {
        await server.app.settings.set('social.facebook.enable', true);
      }
      const unknown = await new Browser(server).fetch('/secure/auth/social/myspace/login');
      expect((await readPopupPage(unknown)).status).toBe('ERROR');
    });

    it('creates no account when registration is disabled', async () => {
      await server.app.settings.set('registration.disable', true);
      try {
        provider.signInAs(account('g-closed'));
        const result = await new Browser(server).popup('google');
        expect(result.status).toBe('ERROR');
        expect(await findUserByEmail(server.app.db, 'g-closed@example.com')).toBeUndefined();
      } finally {
        await server.app.settings.set('registration.disable', false);
      }
    });

    it('refuses a suspended account with ERROR and no session', async () => {
      provider.signInAs(account('g-banned'));
      const first = await new Browser(server).popup('google');
      await updateUser(
        server.app.db,
        first.callbackData.bootstrapData!.user!.id,
        {
          banned_at: new Date().toISOString(),
        },
        server.app.clock.iso(),
      );
      const browser = new Browser(server);
      const result = await browser.popup('google');
      expect(result).toMatchObject({
        status: 'ERROR',
        callbackData: { errorMessage: 'Your account has been suspended.' },
      });
      expect(browser.cookies.has('coffer_session')).toBe(false);
    });

    it('lets a Twitter person without email in only through an account that connected Twitter', async () => {
      provider.signInAs(account('tw-1', { email: undefined }));
      const refused = await new Browser(server).popup('twitter');
      expect(refused.status).toBe('ERROR');

      const browser = new Browser(server);
      provider.signInAs(account('g-tw'));
      await browser.popup('google');
      provider.signInAs(account('tw-1', { email: undefined }));
      const connected = await browser.popup('twitter', 'connect');
      expect(connected.status).toBe('SUCCESS');
      expect(await profilesOf(browser)).toEqual(['google', 'twitter']);

      const login = await new Browser(server).popup('twitter');
      expect(login.status).toBe('SUCCESS');
      expect(login.callbackData.bootstrapData?.user?.email).toBe('g-tw@example.com');
    });

    it('refuses to connect a profile that belongs to another user, or without signing in', async () => {
      provider.signInAs(account('g-taken'));
      await new Browser(server).popup('google');
      const other = new Browser(server);
      provider.signInAs(account('fb-other'));
      await other.popup('facebook');
      provider.signInAs(account('g-taken'));
      const result = await other.popup('google', 'connect');
      expect(result).toMatchObject({
        status: 'ERROR',
        callbackData: { errorMessage: 'This Google account is already connected to another user.' },
      });
      const guest = await new Browser(server).popup('google', 'connect');
      expect(guest.status).toBe('ERROR');
    });

    it('disconnects a service but never the last way into an account', async () => {
      const browser = new Browser(server);
      provider.signInAs(account('g-dc'));
      await browser.popup('google');
      const last = await browser.post('/secure/auth/social/google/disconnect');
      expect(last.status).toBe(422);
      expect(await profilesOf(browser)).toEqual(['google']);

      provider.signInAs(account('env-dc'));
      await browser.popup('envato', 'connect');
      const ok = await browser.post('/secure/auth/social/google/disconnect');
      expect(ok.status).toBe(200);
      expect(await profilesOf(browser)).toEqual(['envato']);
      expect((await browser.post('/secure/auth/social/google/disconnect')).status).toBe(404);
      expect((await browser.post('/secure/auth/social/envato/disconnect')).status).toBe(422);
      expect((await browser.post('/secure/auth/social/myspace/disconnect')).status).toBe(422);
    });

    it('disconnects freely when the account has a password; refuses guests and calls without XSRF', async () => {
      await passwordUser('pw-dc@example.com');
      const browser = new Browser(server);
      provider.signInAs(account('pw-dc', { email: 'pw-dc@example.com' }));
      await browser.popup('google');
      await browser.post('/secure/auth/social/connect', { password: 'correct horse' });
      const noXsrf = await browser.fetch('/secure/auth/social/google/disconnect', {
        method: 'POST',
      });
      expect(noXsrf.status).toBe(403);
      expect((await browser.post('/secure/auth/social/google/disconnect')).status).toBe(200);
      expect(await profilesOf(browser)).toEqual([]);
      const guest = new Browser(server);
      await guest.fetch('/api/v1/bootstrap-data');
      expect((await guest.post('/secure/auth/social/google/disconnect')).status).toBe(401);
    });

    it('given a stranger, disconnecting names only the stranger’s own account: 404, the owner’s link stays', async () => {
      await passwordUser('pw-owner@example.com');
      const owner = new Browser(server);
      provider.signInAs(account('pw-owner', { email: 'pw-owner@example.com' }));
      await owner.popup('google');
      await owner.post('/secure/auth/social/connect', { password: 'correct horse' });
      expect(await profilesOf(owner)).toEqual(['google']);

      await passwordUser('pw-stranger@example.com');
      const stranger = new Browser(server);
      const signedIn = await stranger.post('/auth/login', {
        phone: 'pw-stranger@example.com',
        password: 'correct horse',
      });
      expect(signedIn.status).toBe(200);
      const refused = await stranger.post('/secure/auth/social/google/disconnect');
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ message: 'Your account is not connected to Google.' });
      expect(await profilesOf(owner)).toEqual(['google']);
    });

    it('serves the popup script as a same-origin file under the CSP', async () => {
      const response = await server.fetch('/secure/auth/social/popup.js');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/javascript');
      const script = await response.text();
      expect(script).toContain('window.opener.postMessage(result.message, result.targetOrigin)');
      expect(script).not.toContain("'*'");
      const page = await new Browser(server).fetch('/secure/auth/social/google/callback');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    });
  });
}

describe('social providers without an OAuth app', () => {
  it('are not offered even when switched on', async () => {
    const { server, cleanup } = await startTestServer('sqlite');
    try {
      await server.app.settings.set('social.google.enable', true);
      const response = await fetch(`${server.url}/secure/auth/social/google/login`, {
        redirect: 'manual',
      });
      const result = await readPopupPage(response);
      expect(result.callbackData.errorMessage).toBe('Google sign-in is not available.');
    } finally {
      await cleanup();
    }
  });
});
