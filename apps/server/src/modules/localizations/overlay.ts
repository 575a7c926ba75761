import { SOURCE_LANGUAGE } from '@coffer/contract';
import type { AppInstance } from '../../app';
import type { Language } from '../../platform/i18n/catalogue';
import {
  allLines,
  allLocalizations,
  raiseGeneration,
  readGeneration,
  seededLanguages,
  seedLanguage,
} from './repo';
import { shippedLines } from './service';

/** Where one instance tells the others that languages or lines changed. */
export const LOCALIZATIONS_CHANGED = 'localizations.changed';

/**
 * How often (at most) a request makes an instance compare its lines' generation with the
 * database's: the safety net under the event, which Redis pub/sub may drop while reconnecting.
 */
export const GENERATION_CHECK_MS = 1000;

/**
 * Keeps `app.catalogue` on the admin's languages and lines (ADR 0016): the database holds
 * them, each instance holds a copy that it rebuilds when the change generation moves. A change
 * made here is applied before its answer is sent; other instances hear of it on the event bus
 * at once, and in any case at their first request after `GENERATION_CHECK_MS`.
 */
export async function keepCatalogueCurrent(app: AppInstance): Promise<void> {
  await seedShippedLanguages(app);
  let applied = -1;
  let checkedAt = 0;
  let running: Promise<void> | null = null;

  const refresh = () => {
    running ??= (async () => {
      try {
        const generation = await readGeneration(app.db);
        checkedAt = performance.now();
        if (generation !== applied) {
          app.catalogue.useLanguages(await overlayLanguages(app));
          applied = generation;
        }
      } finally {
        running = null;
      }
    })();
    return running;
  };

  await refresh();
  const unsubscribe = await app.events.subscribe(LOCALIZATIONS_CHANGED, () => {
    refresh().catch((error: unknown) => app.log.error(error, 'localizations: refresh failed'));
  });
  app.addHook('onClose', async () => unsubscribe());
  app.addHook('onRequest', async () => {
    if (performance.now() - checkedAt >= GENERATION_CHECK_MS) await refresh();
  });
  app.decorate('localizationsChanged', async () => {
    await refresh();
    await app.events.publish(LOCALIZATIONS_CHANGED, { at: app.clock.iso() });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** After a change of languages or lines is committed: applies it here, tells the others. */
    localizationsChanged(): Promise<void>;
  }
}

/** Raises the change generation: call it in the transaction of every change. */
export const markLocalizationsChanged = raiseGeneration;

/**
 * The catalogue's languages: every language row, each with its shipped lines (none for
 * English, whose messages are their own text) and the admin's lines over them.
 */
async function overlayLanguages(app: AppInstance): Promise<Record<string, Language>> {
  const [rows, lines] = await Promise.all([allLocalizations(app.db), allLines(app.db)]);
  const byId = new Map<number, Language>();
  const languages: Record<string, Language> = {};
  for (const row of rows) {
    const shipped = row.language === SOURCE_LANGUAGE ? {} : shippedLines(app, row.language);
    const language = { name: row.name, lines: { ...shipped } };
    byId.set(row.id, language);
    languages[row.language] = language;
  }
  for (const line of lines) {
    const language = byId.get(line.localization_id);
    if (language) language.lines[line.key] = line.text;
  }
  return languages;
}

/**
 * The shipped languages (English and each `locales/<code>.json`) show in the list as rows, so
 * the admin renames, edits and deletes them like their own. Each is seeded once; one the
 * admin deleted stays deleted (its seed is kept). Seeding raises the generation so other
 * instances pick the new rows up.
 */
async function seedShippedLanguages(app: AppInstance): Promise<void> {
  const seeded = await seededLanguages(app.db);
  const missing = Object.entries(app.catalogue.files).filter(([code]) => !seeded.has(code));
  if (!missing.length) return;
  await app.db.transaction().execute(async (trx) => {
    for (const [language, { name }] of missing) {
      await seedLanguage(trx, { language, name }, app.clock.iso());
    }
    await raiseGeneration(trx);
  });
}
