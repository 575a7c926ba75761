import { randomBytes } from 'node:crypto';
import {
  type BootstrapData,
  followsSystemScheme,
  type I18n,
  resolveThemeChoice,
  type Settings,
  THEME_COOKIE,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { permissionsOfGuests } from '../../kernel/roles/repo';
import { findUserById } from '../../kernel/users/repo';
import { LANGUAGE_COOKIE } from '../../platform/i18n/request-language';
import {
  faviconLinks,
  isMobileUserAgent,
  type PageHead,
  type PageOptions,
} from '../../platform/web/index-html';
import { customCodeOf } from '../appearance';
import { faviconSizeUrl } from '../appearance/images';
import { DEMO_LOGIN } from '../auth/first-admin';
import { toClientUser } from '../users/service';

/** The data the client starts from (spec §3 "Bootstrap data"). Holds no secrets. */
export async function buildBootstrapData(
  app: AppInstance,
  request: FastifyRequest,
): Promise<BootstrapData> {
  const settings = await app.settings.all();
  return {
    i18n: interfaceLanguage(
      app,
      request.user?.language || request.cookies[LANGUAGE_COOKIE],
      settings.i18n.default_locale,
    ),
    settings: { ...settings, base_url: app.config.appUrl },
    user: request.user ? await toClientUser(app, request.user) : null,
    impersonator: await impersonatorOf(app, request),
    guest_permissions: await permissionsOfGuests(app.db),
    is_mobile_device: isMobileUserAgent(request.headers['user-agent']),
    ...((await app.serverSettings.get('site.demo')) ? { demo_login: DEMO_LOGIN } : {}),
  };
}

/**
 * The signed-in user's language, else the `language` cookie (a guest's choice, which a user
 * who has made none keeps; both saved by `POST users/me/locale`), with its lines, so a reload keeps it; the site default when none
 * was chosen or the one chosen is no longer offered.
 */
export function interfaceLanguage(
  app: AppInstance,
  chosen: string | null | undefined,
  fallback: string,
): I18n {
  // A code the catalogue has a language for (`fr-CA` → `fr`, `en-Arab` → `en`) is kept as
  // chosen; its lines are its language's.
  const language = chosen && app.catalogue.languageOf(chosen) ? chosen : fallback;
  const lines = app.catalogue.languages[app.catalogue.languageOf(language) ?? '']?.lines;
  return { language, lines: lines ?? {} };
}

/** The first paint's theme, from the `be-active-theme` cookie or the site default. */
export function firstPaintTheme(
  settings: Settings,
  cookie: string | undefined,
): Pick<PageOptions, 'theme' | 'themeKind' | 'systemThemes'> {
  const choice =
    cookie ?? (settings.themes.default_id === null ? null : String(settings.themes.default_id));
  // The server cannot see the OS colour scheme; "system" is left to a CSS media query, which
  // picks between the themes the light and the dark scheme resolve to.
  if (followsSystemScheme(choice))
    return {
      themeKind: 'system',
      theme: undefined,
      systemThemes: {
        light: resolveThemeChoice(choice, settings.themes.all, false),
        dark: resolveThemeChoice(choice, settings.themes.all, true),
      },
    };
  const theme = resolveThemeChoice(choice, settings.themes.all, null);
  return { themeKind: theme?.is_dark ? 'dark' : 'light', theme };
}

export { THEME_COOKIE };

/**
 * What an app page needs: the bootstrap data, the theme of the first paint, and the page's own
 * head tags from the first of `app.pageHeads` that knows the page.
 */
export async function indexPage(app: AppInstance, request: FastifyRequest): Promise<PageOptions> {
  const bootstrap = await buildBootstrapData(app, request);
  let head: PageHead | null = null;
  for (const resolve of app.pageHeads) {
    head = await resolve(request);
    if (head) break;
  }
  const customCode = await customCodeOf(app);
  // Custom scripts run by the page's nonce; the editor's preview (`?appearanceEditor=true`)
  // gets one too, for the scripts it adds while the admin types. Other pages keep the policy
  // without one.
  const preview = (request.query as Record<string, unknown> | undefined)?.appearanceEditor;
  const nonce =
    customCode.html.trim() || customCode.css.trim() || preview === 'true'
      ? randomBytes(16).toString('base64')
      : null;
  if (nonce) request.cspNonce = nonce;
  const favicon = bootstrap.settings.branding.favicon;
  return {
    bootstrap,
    head,
    ...firstPaintTheme(bootstrap.settings, request.cookies[THEME_COOKIE]),
    icons: favicon ? faviconLinks(favicon, (size) => faviconSizeUrl(favicon, size)) : undefined,
    customCode,
    nonce,
  };
}

/** The admin who turned this session into `request.user`'s (`POST users/{id}/impersonate`). */
async function impersonatorOf(
  app: AppInstance,
  request: FastifyRequest,
): Promise<BootstrapData['impersonator']> {
  const id = request.user ? request.session?.impersonator_id : null;
  if (!id) return null;
  const admin = await findUserById(app.db, id);
  return admin ? { id: admin.id, name: admin.name || admin.email } : null;
}
