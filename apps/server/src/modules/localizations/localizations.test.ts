import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bootstrapDataSchema,
  localizationsEndpoints,
  localizationsResponseSchema,
  localizationWithLinesResponseSchema,
} from '@coffer/contract';
import { afterAll, expect, it, vi } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { buildApp } from '../../app';
import { updateUser } from '../../kernel/users/repo';
import { signInAsAdmin, signInOutsiders } from '../admin/admin.test-support';
import { GENERATION_CHECK_MS, LOCALIZATIONS_CHANGED } from './overlay';
import { localizationsDb } from './repo';

const PLURAL = 'Moved {count, plural, one {# item} other {# items}} to trash';

/** The English messages and French lines the server of these tests ships. */
const ENGLISH: Record<string, string> = {
  'All files': 'All files',
  'Not found.': 'Not found.',
  'Hello {name}': 'Hello {name}',
  [PLURAL]: PLURAL,
};
const FRENCH: Record<string, string> = {
  'All files': 'Tous les fichiers',
  'Hello {name}': 'Bonjour {name}',
  [PLURAL]: 'Déplacé {count, plural, one {# élément} other {# éléments}} dans la corbeille',
};

function localesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-localizations-'));
  writeFileSync(join(dir, 'en.json'), JSON.stringify(ENGLISH));
  writeFileSync(join(dir, 'fr.json'), JSON.stringify(FRENCH));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function languageId(server: TestServer, language: string): Promise<number> {
  const row = await localizationsDb(server.app.db)
    .selectFrom('localizations')
    .select('id')
    .where('language', '=', language)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function frenchUser(server: TestServer): Promise<Browser> {
  const user = await createUser(server);
  await updateUser(server.app.db, user.row.id, { language: 'fr' }, server.app.clock.iso());
  return signIn(server, user);
}

async function linesOf(browser: Browser, id: number) {
  const response = await browser.get(`/api/v1/localizations/${id}`);
  expect(response.status).toBe(200);
  return localizationWithLinesResponseSchema.parse(response.json);
}

let counter = 0;
/** A fresh code of at most 10 characters (German with a private-use tag). */
function uniqueCode(): string {
  counter += 1;
  return `de-x-${counter.toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

describeServer(
  'admin localizations',
  (server) => {
    it('answers a guest 401, a plain user 403 and an admin.access holder 403 on every endpoint, writing nothing', async () => {
      const id = await languageId(server(), 'fr');
      const { plain, panelOnly } = await signInOutsiders(server());
      const snapshot = () =>
        Promise.all([
          localizationsDb(server().app.db).selectFrom('localizations').selectAll().execute(),
          localizationsDb(server().app.db).selectFrom('localization_lines').selectAll().execute(),
        ]);
      const before = await snapshot();
      for (const endpoint of Object.values(localizationsEndpoints)) {
        const path = endpoint.path.replace(':id', String(id));
        const body =
          endpoint.method === 'GET' || endpoint.method === 'DELETE'
            ? undefined
            : { name: 'Deutsch', language: 'de', lines: { 'All files': 'x' }, 'All files': 'x' };
        const guest = await new Browser(server()).request(endpoint.method, path, body);
        expect(guest.status, `${endpoint.id} as a guest`).toBe(401);
        expect((await plain.request(endpoint.method, path, body)).status, endpoint.id).toBe(403);
        expect((await panelOnly.request(endpoint.method, path, body)).status, endpoint.id).toBe(
          403,
        );
      }
      expect(await snapshot()).toEqual(before);
    });

    it('lists the shipped languages as rows, with their line counts, searched by name or code', async () => {
      const { browser } = await signInAsAdmin(server());
      const all = await browser.get('/api/v1/localizations?orderBy=language&orderDir=asc');
      expect(all.status).toBe(200);
      const page = localizationsResponseSchema.parse(all.json).pagination;
      const shipped = page.data.filter((l) => l.built_in);
      expect(shipped.map((l) => [l.language, l.name, l.lines_count])).toEqual([
        ['en', 'English', 4],
        ['fr', 'Français', 3],
      ]);
      const found = await browser.get('/api/v1/localizations?query=fran');
      expect(found.json.pagination.data.map((l: { language: string }) => l.language)).toEqual([
        'fr',
      ]);
      expect((await browser.get('/api/v1/localizations?filters={"x":1}')).status).toBe(422);
    });

    it('adds a language by a unique BCP 47 code, which users can then choose', async () => {
      const { browser } = await signInAsAdmin(server());
      const code = uniqueCode();
      const created = await browser.post('/api/v1/localizations', {
        name: 'Deutsch (Test)',
        language: code.toUpperCase().replace('DE-', 'de-'),
      });
      expect(created.status).toBe(200);
      expect(created.json.localization).toMatchObject({
        name: 'Deutsch (Test)',
        language: code,
        lines_count: 0,
        built_in: false,
      });

      const lists = await new Browser(server()).get('/api/v1/value-lists/localizations');
      expect(lists.json.localizations).toContainEqual({ language: code, name: 'Deutsch (Test)' });
      const guest = new Browser(server());
      const chosen = await guest.post('/api/v1/users/me/locale', { locale: code });
      expect(chosen.status).toBe(200);
      expect(chosen.json.i18n.language).toBe(code);
      // BCP 47 codes have no case: the language is found however the code is written.
      const shouted = await new Browser(server()).post('/api/v1/users/me/locale', {
        locale: code.toUpperCase(),
      });
      expect(shouted.status).toBe(200);

      const again = await browser.post('/api/v1/localizations', { name: 'Again', language: code });
      expect(again.status).toBe(422);
      expect(again.json.errors.language).toEqual(['There is already a language with this code.']);
      const french = await browser.post('/api/v1/localizations', { name: 'Fr', language: 'FR' });
      expect(french.status).toBe(422);
      const invalid = await browser.post('/api/v1/localizations', {
        name: '',
        language: 'not a code',
      });
      expect(invalid.status).toBe(422);
      expect(invalid.json.errors.name).toEqual(['The name field is required.']);
      expect(invalid.json.errors.language).toEqual([
        'The language code must be a BCP 47 code, such as de or pt-BR.',
      ]);
    });

    it('shows every English message with the shipped line and the admin’s over it', async () => {
      const { browser } = await signInAsAdmin(server());
      const created = await browser.post('/api/v1/localizations', {
        name: 'Lines',
        language: uniqueCode(),
      });
      const id = created.json.localization.id as number;
      const saved = await browser.post(`/api/v1/localizations/${id}/lines`, {
        lines: { 'All files': 'Alle Dateien', 'My own line {who}': 'Meine Zeile {who}' },
      });
      expect(saved.status).toBe(200);
      const { localization, lines } = await linesOf(browser, id);
      expect(localization.lines_count).toBe(2);
      expect(lines).toEqual([
        { key: 'All files', english: 'All files', text: 'Alle Dateien', custom: true },
        { key: 'Not found.', english: 'Not found.', text: '', custom: false },
        { key: 'Hello {name}', english: 'Hello {name}', text: '', custom: false },
        { key: PLURAL, english: PLURAL, text: '', custom: false },
        { key: 'My own line {who}', english: null, text: 'Meine Zeile {who}', custom: true },
      ]);

      const french = await linesOf(browser, await languageId(server(), 'fr'));
      expect(french.lines.find((l) => l.key === 'Hello {name}')).toEqual({
        key: 'Hello {name}',
        english: 'Hello {name}',
        text: 'Bonjour {name}',
        custom: false,
      });
      const english = await linesOf(browser, await languageId(server(), 'en'));
      expect(english.lines.find((l) => l.key === 'All files')?.text).toBe('All files');
      expect((await browser.get('/api/v1/localizations/999999')).status).toBe(404);
    });

    it('refuses lines that are not ICU or change the placeholders, with a message per line, writing none', async () => {
      const { browser } = await signInAsAdmin(server());
      const id = await languageId(server(), 'fr');
      const before = await linesOf(browser, id);
      const refused = await browser.post(`/api/v1/localizations/${id}/lines`, {
        lines: {
          'All files': 'Tous mes fichiers',
          'Hello {name}': 'Bonjour {nom}',
          [PLURAL]: 'Déplacé {count, plural, one {# élément}',
          'Not found.': 'Introuvable {x}',
          'Broken {': 'Cassé',
        },
      });
      expect(refused.status).toBe(422);
      expect(refused.json.message).toBe('4 lines are not valid: nothing was saved.');
      expect(refused.json.errors).toEqual({
        'lines.Hello {name}': ['This text must use the placeholders of the English: {name}.'],
        [`lines.${PLURAL}`]: ['This text is not a valid message: check its braces and quotes.'],
        'lines.Not found.': ['This text must not use placeholders: the English has none.'],
        'lines.Broken {': ['The English text is not a valid message: check its braces and quotes.'],
      });
      expect(await linesOf(browser, id)).toEqual(before);

      const notText = await browser.post(`/api/v1/localizations/${id}/lines`, {
        lines: { 'All files': 3 },
      });
      expect(notText.status).toBe(422);
      expect((await browser.post(`/api/v1/localizations/${id}/lines`, { lines: [] })).status).toBe(
        422,
      );
      expect(await linesOf(browser, id)).toEqual(before);
    });

    it('applies saved lines at once to the bootstrap data, the language change and the server’s messages', async () => {
      const { browser } = await signInAsAdmin(server());
      const id = await languageId(server(), 'fr');
      const reader = await frenchUser(server());
      const saved = await browser.post(`/api/v1/localizations/${id}/lines`, {
        lines: { 'All files': 'Mes fichiers à moi', 'Not found.': 'Introuvable, vraiment.' },
      });
      expect(saved.status).toBe(200);
      expect(saved.json.lines.find((l: { key: string }) => l.key === 'All files')).toMatchObject({
        text: 'Mes fichiers à moi',
        custom: true,
      });

      const bootstrap = bootstrapDataSchema.parse(
        (await reader.get('/api/v1/bootstrap-data')).json,
      );
      expect(bootstrap.i18n.language).toBe('fr');
      expect(bootstrap.i18n.lines['All files']).toBe('Mes fichiers à moi');
      // The shipped lines the admin did not change are still there.
      expect(bootstrap.i18n.lines['Hello {name}']).toBe('Bonjour {name}');
      const page = await reader.get('/drive');
      expect(page.text).toContain('Mes fichiers à moi');

      const switched = await new Browser(server()).post('/api/v1/users/me/locale', {
        locale: 'fr-CA',
      });
      expect(switched.json.i18n.lines['All files']).toBe('Mes fichiers à moi');

      // The server's own answers, in the reader's language, take the admin's line too.
      const { browser: frenchAdmin, user } = await signInAsAdmin(server());
      await updateUser(server().app.db, user.row.id, { language: 'fr' }, server().app.clock.iso());
      const missing = await frenchAdmin.get('/api/v1/localizations/999999');
      expect(missing.status).toBe(404);
      expect(missing.json.message).toBe('Introuvable, vraiment.');
      expect(server().app.catalogue.translate('fr', 'Not found.')).toBe('Introuvable, vraiment.');

      // '' takes the admin's line away: the shipped one shows again.
      await browser.post(`/api/v1/localizations/${id}/lines`, {
        lines: { 'All files': '', 'Not found.': '' },
      });
      const after = bootstrapDataSchema.parse((await reader.get('/api/v1/bootstrap-data')).json);
      expect(after.i18n.lines['All files']).toBe('Tous les fichiers');
      expect(server().app.catalogue.translate('fr', 'Not found.')).toBe('Not found.');
    });

    it('downloads a language as a JSON file and uploads one with the same checks', async () => {
      const { browser } = await signInAsAdmin(server());
      const id = await languageId(server(), 'fr');
      const file = await browser.get(`/api/v1/localizations/${id}/download`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="fr.json"');
      expect(file.json).toEqual(FRENCH);

      const refused = await browser.post(`/api/v1/localizations/${id}/upload`, {
        ...file.json,
        'All files': 'Fichiers {oops}',
      });
      expect(refused.status).toBe(422);
      expect(refused.json.errors).toEqual({
        'All files': ['This text must not use placeholders: the English has none.'],
      });
      expect((await browser.post(`/api/v1/localizations/${id}/upload`, ['x'])).status).toBe(422);

      const uploaded = await browser.post(`/api/v1/localizations/${id}/upload`, {
        ...file.json,
        'All files': 'Fichiers importés',
      });
      expect(uploaded.status).toBe(200);
      const again = await browser.get(`/api/v1/localizations/${id}/download`);
      expect(again.json['All files']).toBe('Fichiers importés');
      expect(server().app.catalogue.translate('fr', 'All files')).toBe('Fichiers importés');
      await browser.post(`/api/v1/localizations/${id}/lines`, { lines: { 'All files': '' } });
    });

    it('renames a language and deletes one with its lines, never English', async () => {
      const { browser } = await signInAsAdmin(server());
      const code = uniqueCode();
      const created = await browser.post('/api/v1/localizations', { name: 'Old', language: code });
      const id = created.json.localization.id as number;
      await browser.post(`/api/v1/localizations/${id}/lines`, { lines: { 'All files': 'Alle' } });
      const renamed = await browser.request('PUT', `/api/v1/localizations/${id}`, {
        name: 'Neu',
      });
      expect(renamed.status).toBe(200);
      expect(renamed.json.localization).toMatchObject({ name: 'Neu', language: code });
      expect(server().app.catalogue.languages[code]?.name).toBe('Neu');
      expect(
        (await browser.request('PUT', `/api/v1/localizations/${id}`, { name: ' ' })).status,
      ).toBe(422);

      const english = await languageId(server(), 'en');
      expect((await browser.delete(`/api/v1/localizations/${english}`)).status).toBe(403);
      const removed = await browser.delete(`/api/v1/localizations/${id}`);
      expect(removed.status).toBe(200);
      expect(removed.json.message).toBe('Language deleted');
      expect(server().app.catalogue.languages[code]).toBeUndefined();
      const lines = await localizationsDb(server().app.db)
        .selectFrom('localization_lines')
        .select('key')
        .where('localization_id', '=', id)
        .execute();
      expect(lines).toEqual([]);
      expect((await browser.delete(`/api/v1/localizations/${id}`)).status).toBe(404);
    });

    it('brings another instance on the same database up to date without a restart', async () => {
      const { browser } = await signInAsAdmin(server());
      const other = await buildApp(server().config, { logger: false, generateAdmin: false });
      try {
        const id = await languageId(server(), 'fr');
        await browser.post(`/api/v1/localizations/${id}/lines`, {
          lines: { 'Hello {name}': 'Salut {name}' },
        });
        // The other instance heard no event (its bus is its own): the generation check finds it.
        await new Promise((resolve) => setTimeout(resolve, GENERATION_CHECK_MS + 50));
        const answer = await other.inject({ method: 'GET', url: '/api/v1/health' });
        expect(answer.statusCode).toBe(200);
        expect(other.catalogue.translate('fr', 'Hello {name}', { name: 'Ada' })).toBe('Salut Ada');

        // An instance that hears the event (over Redis in production) refreshes at once.
        await browser.post(`/api/v1/localizations/${id}/lines`, {
          lines: { 'Hello {name}': 'Coucou {name}' },
        });
        await other.events.publish(LOCALIZATIONS_CHANGED, {});
        await vi.waitFor(() =>
          expect(other.catalogue.translate('fr', 'Hello {name}', { name: 'Ada' })).toBe(
            'Coucou Ada',
          ),
        );
        await browser.post(`/api/v1/localizations/${id}/lines`, { lines: { 'Hello {name}': '' } });
      } finally {
        await other.close();
      }
    });

    it('keeps a deleted shipped language deleted when the server starts again', async () => {
      const { browser } = await signInAsAdmin(server());
      const id = await languageId(server(), 'fr');
      expect((await browser.delete(`/api/v1/localizations/${id}`)).status).toBe(200);
      expect(server().app.catalogue.languageOf('fr')).toBeUndefined();
      const restarted = await buildApp(server().config, { logger: false, generateAdmin: false });
      try {
        expect(restarted.catalogue.languageOf('fr')).toBeUndefined();
        const rows = await localizationsDb(restarted.db)
          .selectFrom('localizations')
          .select('language')
          .where('language', '=', 'fr')
          .execute();
        expect(rows).toEqual([]);
      } finally {
        await restarted.close();
      }
    });
  },
  { LOCALES_DIR: localesDir() },
);
