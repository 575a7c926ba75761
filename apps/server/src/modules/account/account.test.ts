import {
  accountUserResponseSchema,
  changeLocaleResponseSchema,
  valueListsResponseSchema,
} from '@coffer/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  Browser,
  confirmPassword,
  createAccessToken,
  createUser,
  signIn,
  tokenStatus,
} from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { findUserById } from '../../kernel/users/repo';
import { describeFrenchServer } from '../../platform/i18n/i18n.test-support';

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
}

async function uploadAvatar(browser: Browser, body: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(body)], { type }), 'me.png');
  const xsrf = decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? '');
  const response = await browser.server.fetch('/api/v1/users/me/avatar', {
    method: 'POST',
    body: form,
    headers: {
      cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': xsrf,
      accept: 'application/json',
    },
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their shape.
  const json: any = await response.json();
  return { status: response.status, json };
}

describeServer('account', (server) => {
  describe('PUT api/v1/users/me', () => {
    it('updates name, phone, time zone, language and country of the caller only', async () => {
      const user = await createUser(server());
      const other = await createUser(server());
      const browser = await signIn(server(), user);
      const response = await browser.request('PUT', '/api/v1/users/me', {
        name: 'Ada Lovelace',
        phone: '+44 20 7946 0000',
        timezone: 'Europe/London',
        language: 'fr',
        country: 'GB',
      });
      expect(response.status).toBe(200);
      const body = accountUserResponseSchema.parse(response.json);
      expect(body.user).toMatchObject({ name: 'Ada Lovelace', phone: '+442079460000' });
      const row = await findUserById(server().app.db, user.row.id);
      expect(row).toMatchObject({ timezone: 'Europe/London', language: 'fr', country: 'GB' });
      expect((await findUserById(server().app.db, other.row.id))?.name).toBe('Test User');
    });

    it('answers 422 per field for an empty name, unknown zone or country, and a taken phone', async () => {
      await createUser(server(), { phone: '+15550001111' });
      const browser = await signIn(server(), await createUser(server()));
      const empty = await browser.request('PUT', '/api/v1/users/me', { name: '  ' });
      expect(empty.status).toBe(422);
      expect(empty.json.errors.name).toEqual(['The name field is required.']);
      const zone = await browser.request('PUT', '/api/v1/users/me', { timezone: 'Mars/Olympus' });
      expect(zone.json.errors.timezone).toBeTruthy();
      const country = await browser.request('PUT', '/api/v1/users/me', { country: 'QQ' });
      expect(country.json.errors.country).toBeTruthy();
      const phone = await browser.request('PUT', '/api/v1/users/me', { phone: '+1 555 000 1111' });
      expect(phone.json.errors.phone).toEqual(['The phone has already been taken.']);
      const auto = await browser.request('PUT', '/api/v1/users/me', { timezone: 'auto' });
      expect(auto.status).toBe(200);
    });

    it('refuses a guest with 401', async () => {
      const guest = new Browser(server());
      expect((await guest.request('PUT', '/api/v1/users/me', { name: 'x' })).status).toBe(401);
    });
  });

  describe('avatar', () => {
    it('stores the upload as a square webp, served with long caching, and replaces the old one', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const first = await uploadAvatar(browser, await png(400, 200));
      expect(first.status).toBe(200);
      const image = first.json.user.image as string;
      expect(image).toMatch(/^\/api\/v1\/avatars\/\d+-[\w-]+\.webp$/);
      const served = await server().fetch(image);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

      const second = await uploadAvatar(browser, await png(64, 64));
      expect(second.json.user.image).not.toBe(image);
      expect((await server().fetch(image)).status).toBe(404);

      const removed = await browser.delete('/api/v1/users/me/avatar');
      expect(removed.json.user.image).toBeNull();
      expect((await server().fetch(second.json.user.image)).status).toBe(404);
    });

    it("removes the stored avatar with the account, leaving other users' avatars", async () => {
      const user = await createUser(server());
      const other = await createUser(server());
      const browser = await signIn(server(), user);
      const mine = (await uploadAvatar(browser, await png(32, 32))).json.user.image as string;
      const theirs = (await uploadAvatar(await signIn(server(), other), await png(32, 32))).json
        .user.image as string;
      await confirmPassword(browser, user.password);
      expect((await browser.delete('/api/v1/users/me?deleteCurrentUser=true')).status).toBe(200);
      expect((await server().fetch(mine)).status).toBe(404);
      expect((await server().fetch(theirs)).status).toBe(200);
    });

    it('answers 422 saying so for a file over 5 MB', async () => {
      const browser = await signIn(server(), await createUser(server()));
      const big = await uploadAvatar(browser, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
      expect(big.status).toBe(422);
      expect(big.json.errors.avatar).toEqual(['The avatar may not be greater than 5 MB.']);
    });

    it('answers 422 for a file that is not an image, and 401 for a guest', async () => {
      const browser = await signIn(server(), await createUser(server()));
      const bad = await uploadAvatar(browser, Buffer.from('not an image'), 'text/plain');
      expect(bad.status).toBe(422);
      expect(bad.json.errors.avatar).toEqual(['The avatar must be an image.']);
      const guest = new Browser(server());
      expect((await guest.delete('/api/v1/users/me/avatar')).status).toBe(401);
      expect((await server().fetch('/api/v1/avatars/../../etc.webp')).status).toBe(404);
    });
  });

  describe('POST auth/user/password', () => {
    it('changes the password and signs out every other session, keeping this one', async () => {
      const user = await createUser(server());
      const here = await signIn(server(), user);
      const elsewhere = await signIn(server(), user);
      const response = await here.post('/auth/user/password', {
        current_password: user.password,
        password: 'a brand new secret',
        password_confirmation: 'a brand new secret',
      });
      expect(response.status).toBe(200);
      expect((await here.get('/api/v1/users/me')).status).toBe(200);
      expect((await elsewhere.get('/api/v1/users/me')).status).toBe(401);
      await signIn(server(), { email: user.email, password: 'a brand new secret' });
    });

    it('answers 422 for a wrong current password or a mismatched confirmation; 401 for a guest', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const wrong = await browser.post('/auth/user/password', {
        current_password: 'nope nope',
        password: 'a brand new secret',
        password_confirmation: 'a brand new secret',
      });
      expect(wrong.status).toBe(422);
      expect(wrong.json.errors.current_password).toBeTruthy();
      const mismatch = await browser.post('/auth/user/password', {
        current_password: user.password,
        password: 'a brand new secret',
        password_confirmation: 'different',
      });
      expect(mismatch.json.errors.password_confirmation).toEqual([
        'The password confirmation does not match.',
      ]);
      expect((await new Browser(server()).post('/auth/user/password', {})).status).toBe(401);
    });

    // Issue 21, finding 8: guesses at the current password were not limited.
    it('after 5 wrong current passwords, answers 429 even to the right one; a right one clears the count', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const change = (current: string) =>
        browser.post('/auth/user/password', {
          current_password: current,
          password: 'a brand new secret',
          password_confirmation: 'a brand new secret',
        });
      for (let i = 0; i < 4; i++) expect((await change('wrong guess')).status).toBe(422);
      expect((await change(user.password)).status).toBe(200);
      // The right password cleared the count: five more guesses before the limit.
      for (let i = 0; i < 5; i++) expect((await change('wrong guess')).status).toBe(422);
      const blocked = await change('a brand new secret');
      expect(blocked.status).toBe(429);
      expect(blocked.json.message).toMatch(/^Too many attempts/);
    });

    // Issue 21, finding 7: personal access tokens survived a password change.
    it('keeps the personal access tokens unless revoke_tokens asks to revoke them', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const kept = await createAccessToken(browser, user.password);
      const first = await browser.post('/auth/user/password', {
        current_password: user.password,
        password: 'a brand new secret',
        password_confirmation: 'a brand new secret',
      });
      expect(first.status).toBe(200);
      expect(await tokenStatus(server(), kept)).toBe(200);
      const second = await browser.post('/auth/user/password', {
        current_password: 'a brand new secret',
        password: 'another new secret',
        password_confirmation: 'another new secret',
        revoke_tokens: true,
      });
      expect(second.status).toBe(200);
      expect(await tokenStatus(server(), kept)).toBe(401);
    });
  });

  describe('language and value lists', () => {
    it('lists localizations, time zones and countries', async () => {
      const response = await new Browser(server()).get(
        '/api/v1/value-lists/localizations,timezones,countries',
      );
      const lists = valueListsResponseSchema.parse(response.json);
      expect(lists.localizations?.map((l) => l.language)).toContain('en');
      expect(lists.timezones?.map((t) => t.value)).toContain('Europe/Paris');
      expect(lists.countries).toContainEqual({ code: 'FR', name: 'France' });
      const bad = await new Browser(server()).get('/api/v1/value-lists/passwords');
      expect(bad.status).toBe(422);
    });
  });
});

describeFrenchServer('the account language', (server) => {
  it('switches the language and answers its lines; refuses an unknown one', async () => {
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const response = await browser.post('/api/v1/users/me/locale', { locale: 'fr' });
    const { i18n } = changeLocaleResponseSchema.parse(response.json);
    expect(i18n.language).toBe('fr');
    expect(i18n.lines['Account deleted']).toBe('Compte supprimé');
    expect((await findUserById(server().app.db, user.row.id))?.language).toBe('fr');
    const bad = await browser.post('/api/v1/users/me/locale', { locale: 'xx' });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.locale).toBeTruthy();
    expect(response.setCookies.some((c) => c.startsWith('language='))).toBe(false);
  });

  it("keeps a guest's choice in the language cookie for a year, saving no user", async () => {
    const guest = new Browser(server());
    const response = await guest.post('/api/v1/users/me/locale', { locale: 'fr' });
    expect(response.status).toBe(200);
    expect(changeLocaleResponseSchema.parse(response.json).i18n.language).toBe('fr');
    const cookie = response.setCookies.find((c) => c.startsWith('language='));
    expect(cookie).toMatch(/^language=fr;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect((await guest.post('/api/v1/users/me/locale', { locale: 'xx' })).status).toBe(422);
  });
});
