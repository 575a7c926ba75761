import {
  type AdminSettingsResponse,
  adminSettingsEndpoints,
  type BootstrapData,
  defaultSettings,
  secretSettingKeys,
} from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import {
  Browser,
  createUser,
  lastEmailTo,
  registerUser,
  signIn,
  uniqueEmail,
} from '../../../test/auth';
import { startFakeSmtp } from '../../../test/fake-smtp';
import {
  databaseKinds,
  describeServer,
  startTestServer,
  type TestServer,
} from '../../../test/harness';
import { signInAsAdmin, signInOutsiders } from '../admin/admin.test-support';

async function settingRows(server: TestServer) {
  return server.app.db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute();
}

/** Puts keys back to their defaults, so the tests sharing a server start alike. */
async function resetSettings(server: TestServer) {
  await server.app.db.deleteFrom('settings').execute();
}

describeServer('admin settings', (server) => {
  it('refuses a guest (401), a plain user and an admin.access holder without settings.update (403), writing nothing', async () => {
    const { plain, panelOnly } = await signInOutsiders(server());
    const guest = new Browser(server());
    const before = await settingRows(server());
    const body = { client: { 'registration.disable': true }, server: {} };
    for (const endpoint of Object.values(adminSettingsEndpoints)) {
      for (const [who, browser, status] of [
        ['guest', guest, 401],
        ['plain user', plain, 403],
        ['admin.access only', panelOnly, 403],
      ] as const) {
        const response = await browser.request(
          endpoint.method,
          endpoint.path,
          endpoint.method === 'GET' ? undefined : body,
        );
        expect(response.status, `${endpoint.id} as ${who}`).toBe(status);
      }
    }
    expect(await settingRows(server())).toEqual(before);
  });

  it('answers every key: client values as the bootstrap data has them, server values from the environment, secrets only as set or not', async () => {
    const { browser } = await signInAsAdmin(server());
    const response = await browser.get('/api/v1/settings');
    expect(response.status).toBe(200);
    const answer = response.json as AdminSettingsResponse;
    expect(answer.client['cookie_notice.position']).toBe(defaultSettings.cookie_notice.position);
    expect(answer.client['drive.default_view']).toBe('list');
    expect(answer.client['ads.file-preview']).toBe('');
    expect(answer.server['storage.driver']).toBe('local');
    expect(answer.server['mail.driver']).toBe('log');
    expect(answer.server).not.toHaveProperty('mail.password');
    expect(Object.keys(answer.secrets).sort()).toEqual([...secretSettingKeys].sort());
    expect(Object.values(answer.secrets).every((set) => set === false)).toBe(true);
  });

  it('saves client keys that every browser gets on its next bootstrap fetch, and server keys', async () => {
    const { browser } = await signInAsAdmin(server());
    try {
      const response = await browser.post('/api/v1/settings', {
        client: {
          'cookie_notice.enable': true,
          'cookie_notice.position': 'top',
          'drive.default_view': 'grid',
          'uploads.blocked_extensions': ['EXE', 'bat'],
        },
        server: { 'auth.blocked_email_domains': ['spam.example'] },
      });
      expect(response.status, JSON.stringify(response.json)).toBe(200);
      const answer = response.json as AdminSettingsResponse;
      expect(answer.client['drive.default_view']).toBe('grid');
      expect(answer.client['uploads.blocked_extensions']).toEqual(['exe', 'bat']);
      expect(answer.server['auth.blocked_email_domains']).toEqual(['spam.example']);

      const guest = await new Browser(server()).get('/api/v1/bootstrap-data');
      const settings = guest.json as { bootstrapData?: BootstrapData } & BootstrapData;
      const data = settings.bootstrapData ?? settings;
      expect(data.settings.cookie_notice).toMatchObject({ enable: true, position: 'top' });
      expect(data.settings.drive.default_view).toBe('grid');
      expect(JSON.stringify(data)).not.toContain('spam.example');
    } finally {
      await resetSettings(server());
    }
  });

  it('refuses unknown keys and wrong types with 422 field messages, and writes none of the batch', async () => {
    const { browser } = await signInAsAdmin(server());
    const before = await settingRows(server());
    const unknown = await browser.post('/api/v1/settings', {
      client: { 'drive.default_view': 'grid', 'drive.colour': 'red' },
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys((unknown.json as { errors: object }).errors)).toEqual(['client']);
    const wrong = await browser.post('/api/v1/settings', {
      client: {
        'drive.default_view': 'grid',
        base_url: 'not a url',
        'drive.trash_retention_days': 0,
      },
      server: { 'mail.port': 'twenty-five' },
    });
    expect(wrong.status).toBe(422);
    const errors = (wrong.json as { errors: Record<string, string[]> }).errors;
    expect(errors['client.base_url']).toEqual(['Enter a valid URL.']);
    expect(errors['client.drive.trash_retention_days']).toEqual([
      'Keep trashed files at least one day.',
    ]);
    expect(errors['server.mail.port']).toEqual(['Enter a port.']);
    expect(await settingRows(server())).toEqual(before);
  });

  it('refuses an SMTP server that does not answer, saving none of the batch; saves one that does, and email goes through it from the next message on', async () => {
    const { browser, user } = await signInAsAdmin(server());
    const smtp = await startFakeSmtp();
    const closed = await startFakeSmtp();
    await closed.close();
    try {
      const refused = await browser.post('/api/v1/settings', {
        client: { 'registration.disable': true },
        server: {
          'mail.driver': 'smtp',
          'mail.host': '127.0.0.1',
          'mail.port': closed.port,
          'mail.encryption': 'none',
        },
      });
      expect(refused.status).toBe(422);
      expect(
        (refused.json as { errors: Record<string, string[]> }).errors['server.mail.host'],
      ).toEqual(['No SMTP server answered at this host and port.']);
      expect(await settingRows(server())).toEqual([]);

      const missing = await browser.post('/api/v1/settings', {
        server: { 'mail.driver': 'smtp', 'mail.host': '' },
      });
      expect(
        (missing.json as { errors: Record<string, string[]> }).errors['server.mail.host'],
      ).toEqual(['Enter the SMTP server’s host name.']);

      const saved = await browser.post('/api/v1/settings', {
        server: {
          'mail.driver': 'smtp',
          'mail.host': '127.0.0.1',
          'mail.port': smtp.port,
          'mail.encryption': 'none',
          'mail.from_address': 'drive@example.com',
        },
      });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      const test = await browser.post('/api/v1/settings/mail/test', { server: {} });
      expect(test.status).toBe(200);
      expect((test.json as { message: string }).message).toBe(
        'A test email was sent to your address.',
      );
      expect(smtp.received.at(-1)?.to).toEqual([user.email]);
      expect(smtp.received.at(-1)?.data).toContain('Subject: Coffer test email');

      const other = await createUser(server());
      await new Browser(server()).post('/auth/forgot-password', { email: other.email });
      expect(smtp.received.at(-1)?.to).toEqual([other.email]);
      expect(smtp.received.at(-1)?.from).toBe('drive@example.com');
    } finally {
      await smtp.close();
      await resetSettings(server());
    }
  });

  it('writes the test email to the log with the log driver, and reports an unreachable SMTP server as a field error', async () => {
    const { browser, user } = await signInAsAdmin(server());
    const logged = await browser.post('/api/v1/settings/mail/test', { server: {} });
    expect(logged.status).toBe(200);
    expect((await lastEmailTo(server(), user.email))?.subject).toBe('Coffer test email');
    const closed = await startFakeSmtp();
    await closed.close();
    const failed = await browser.post('/api/v1/settings/mail/test', {
      server: { 'mail.driver': 'smtp', 'mail.host': '127.0.0.1', 'mail.port': closed.port },
    });
    expect(failed.status).toBe(422);
    expect(Object.keys((failed.json as { errors: object }).errors)).toEqual(['server.mail.host']);
  });

  it('refuses S3 settings the bucket does not accept, saving nothing', async () => {
    const { browser } = await signInAsAdmin(server());
    const refused = await browser.post('/api/v1/settings', {
      server: {
        'storage.driver': 's3',
        's3.endpoint': 'http://127.0.0.1:9',
        's3.bucket': 'nowhere',
        's3.path_style': true,
      },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.json as { errors: object }).errors)[0]).toMatch(/^server\.s3\./);
    expect(await settingRows(server())).toEqual([]);
    const missing = await browser.post('/api/v1/settings', { server: { 'storage.driver': 's3' } });
    expect(
      (missing.json as { errors: Record<string, string[]> }).errors['server.s3.bucket'],
    ).toEqual(['Enter the bucket’s name.']);
  });

  it('refuses registration from a blocked email domain, its subdomains included', async () => {
    const { browser } = await signInAsAdmin(server());
    try {
      await browser.post('/api/v1/settings', {
        server: { 'auth.blocked_email_domains': ['blocked.example'] },
      });
      for (const email of ['a@blocked.example', 'b@mail.blocked.example']) {
        const { response } = await registerUser(server(), { email });
        expect(response.status).toBe(422);
        expect((response.json as { errors: Record<string, string[]> }).errors.email).toEqual([
          'Accounts with this email domain are not accepted.',
        ]);
      }
      const { response } = await registerUser(server(), { email: uniqueEmail() });
      expect(response.status).toBe(200);
    } finally {
      await resetSettings(server());
    }
  });

  it('ends every other session of a user who signs in, with single-device login on', async () => {
    const { browser } = await signInAsAdmin(server());
    const user = await createUser(server());
    try {
      const first = await signIn(server(), user);
      const second = await signIn(server(), user);
      expect((await first.get('/api/v1/users/me')).status).not.toBe(401);
      await browser.post('/api/v1/settings', { server: { 'auth.single_device_login': true } });
      const third = await signIn(server(), user);
      expect((await third.get('/api/v1/users/me')).status).toBe(200);
      for (const earlier of [first, second]) {
        const data = await earlier.get('/api/v1/bootstrap-data');
        expect(JSON.stringify(data.json)).not.toContain(user.email);
      }
    } finally {
      await resetSettings(server());
    }
  });

  it('prefills the demo account on the login form once demo mode is on, creating it', async () => {
    const { browser } = await signInAsAdmin(server());
    try {
      const off = await new Browser(server()).get('/api/v1/bootstrap-data');
      expect(JSON.stringify(off.json)).not.toContain('demo_login');
      await browser.post('/api/v1/settings', { server: { 'site.demo': true } });
      const on = await new Browser(server()).get('/api/v1/bootstrap-data');
      const body = on.json as { bootstrapData?: BootstrapData } & BootstrapData;
      const login = (body.bootstrapData ?? body).demo_login;
      expect(login?.email).toBeTruthy();
      const signedIn = await new Browser(server()).post('/auth/login', {
        phone: login?.email,
        password: login?.password,
      });
      expect(signedIn.status).toBe(200);
    } finally {
      await resetSettings(server());
    }
  });
});

for (const kind of databaseKinds()) {
  describe(`secret settings [${kind}]`, () => {
    it('never appear in a GET answer, the bootstrap data, a page or the server log', async () => {
      const log: string[] = [];
      const { server, cleanup } = await startTestServer(
        kind,
        {},
        { logger: true, logStream: { write: (line) => log.push(line) } },
      );
      try {
        const { browser } = await signInAsAdmin(server);
        const secrets = Object.fromEntries(
          secretSettingKeys.map((key, index) => [key, `hush-${index}-${key.replace(/\W/g, '')}`]),
        );
        // An error endpoint is a URL: its secret is the key inside it.
        secrets['logging.error_endpoint'] = 'https://hush-key@errors.example/1';
        // A Redis URL holds its password; unused (the drivers stay in memory), it is not tried.
        secrets['redis.url'] = 'redis://:hush-redis@127.0.0.1:1';
        const saved = await browser.post('/api/v1/settings', {
          client: { 'cookie_notice.enable': true },
          server: secrets,
        });
        expect(saved.status, JSON.stringify(saved.json)).toBe(200);
        const answer = saved.json as AdminSettingsResponse;
        expect(Object.values(answer.secrets).every(Boolean)).toBe(true);

        const seen = [
          JSON.stringify(saved.json),
          JSON.stringify((await browser.get('/api/v1/settings')).json),
          JSON.stringify((await browser.get('/api/v1/bootstrap-data')).json),
          JSON.stringify((await new Browser(server).get('/api/v1/bootstrap-data')).json),
          await (await server.fetch('/drive')).text(),
          await (await server.fetch('/login')).text(),
          log.join(''),
        ];
        expect(log.length).toBeGreaterThan(0);
        for (const text of seen) expect(text).not.toMatch(/hush/);
        // Stored they are, and in use: the server reads them.
        expect(await server.app.serverSettings.get('mail.password')).toBe(secrets['mail.password']);

        // Left out, a secret keeps its value; null clears it.
        await browser.post('/api/v1/settings', { server: { 'mail.password': null } });
        const after = (await browser.get('/api/v1/settings')).json as AdminSettingsResponse;
        expect(after.secrets['mail.password']).toBe(false);
        expect(after.secrets['s3.secret_key']).toBe(true);
      } finally {
        await cleanup();
      }
    });
  });
}
