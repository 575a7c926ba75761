import { localizationsEndpoints as endpoints, SOURCE_LANGUAGE } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { markLocalizationsChanged } from './overlay';
import {
  deleteLocalization,
  findLocalizationByLanguage,
  insertLocalization,
  touchLocalization,
  writeLines,
} from './repo';
import {
  assertValidLines,
  effectiveLines,
  localizationOf,
  localizationPage,
  localizationView,
  localizationWithLines,
} from './service';

/**
 * The admin's languages (spec §2.4 localizations): list, add, rename, delete, every line of
 * one, save lines, download and upload. Every change raises the change generation in its
 * transaction, then `app.localizationsChanged()` brings every instance's catalogue up to it.
 */
export function localizationRoutes(app: AppInstance) {
  route(app, endpoints.list, async ({ query }) => localizationPage(app, query));

  route(app, endpoints.create, async ({ body }) => {
    if (await findLocalizationByLanguage(app.db, body.language)) {
      const message = defineMessage('There is already a language with this code.');
      throw new HttpProblem(422, message, { language: [message] });
    }
    const id = await app.db.transaction().execute(async (trx) => {
      const created = await insertLocalization(trx, body, app.clock.iso());
      await markLocalizationsChanged(trx);
      return created;
    });
    await app.localizationsChanged();
    return { localization: await localizationView(app, await localizationOf(app, id)) };
  });

  route(app, endpoints.show, async ({ params: { id } }) =>
    localizationWithLines(app, await localizationOf(app, id)),
  );

  route(app, endpoints.update, async ({ params: { id }, body }) => {
    await localizationOf(app, id);
    await app.db.transaction().execute(async (trx) => {
      await touchLocalization(trx, id, app.clock.iso(), body.name);
      await markLocalizationsChanged(trx);
    });
    await app.localizationsChanged();
    return { localization: await localizationView(app, await localizationOf(app, id)) };
  });

  route(app, endpoints.remove, async ({ params: { id } }) => {
    const row = await localizationOf(app, id);
    if (row.language === SOURCE_LANGUAGE) {
      throw new HttpProblem(403, 'English is the language of every message: it cannot be deleted.');
    }
    await app.db.transaction().execute(async (trx) => {
      await deleteLocalization(trx, id);
      await markLocalizationsChanged(trx);
    });
    await app.localizationsChanged();
    return { message: defineMessage('Language deleted') };
  });

  route(app, endpoints.saveLines, async ({ params: { id }, body }) =>
    saveLines(app, id, body.lines, 'lines.'),
  );

  route(app, endpoints.upload, async ({ params: { id }, body }) => saveLines(app, id, body, ''));

  route(app, endpoints.download, async ({ params: { id }, reply }) => {
    const row = await localizationOf(app, id);
    const lines = await effectiveLines(app, row);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${row.language}.json"`)
      .header('cache-control', 'no-store')
      .send(`${JSON.stringify(lines, null, 2)}\n`);
  });
}

/** Checks every line, then writes them all in one transaction (or nothing). */
async function saveLines(
  app: AppInstance,
  id: number,
  lines: Record<string, string>,
  fieldPrefix: string,
) {
  await localizationOf(app, id);
  assertValidLines(app, lines, fieldPrefix);
  await app.db.transaction().execute(async (trx) => {
    const now = app.clock.iso();
    await writeLines(trx, id, lines, now);
    await touchLocalization(trx, id, now);
    await markLocalizationsChanged(trx);
  });
  await app.localizationsChanged();
  return localizationWithLines(app, await localizationOf(app, id));
}
