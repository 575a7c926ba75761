import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Cookie keeping a guest's interface language (set by `POST users/me/locale`), for a year. */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language a request is answered in: the signed-in user's, else the `language` cookie
 * (a guest's choice, kept by a user who has made none), else the site default; a chosen one the catalogue has no language for counts as
 * none. The code is kept as chosen (`fr-CA`, `en-Arab`): the catalogue finds its lines.
 */
export async function requestLanguage(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string> {
  // A user who never chose keeps what they picked as a guest (the footer's switch).
  const chosen = request.user?.language || request.cookies?.[LANGUAGE_COOKIE];
  return chosenLanguage(app, chosen);
}

/** A chosen language (a user's, a cookie's) if the catalogue has it, else the site default. */
export async function chosenLanguage(
  app: FastifyInstance,
  chosen: string | null | undefined,
): Promise<string> {
  if (chosen && app.catalogue.languageOf(chosen)) return chosen;
  return (await app.settings.all()).i18n.default_locale;
}
