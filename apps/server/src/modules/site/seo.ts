import type { CustomPage, PageSeo, SeoTemplates, Settings } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { pageOf } from './pages';
import { linkPageOf } from './repo';
import { plainTextOf } from './sanitize';

/** The longest description written from a page's text. */
const DESCRIPTION_LENGTH = 160;

/**
 * The head tags of a public page the server sends as HTML (issue 28): the landing page (and
 * `/` as a custom page), custom pages, `/pricing` and a shared link's page, from the admin's
 * templates (`seo.*`). Null for every other page, which keeps the site name as its title.
 */
export async function pageSeoOf(
  app: AppInstance,
  request: FastifyRequest,
): Promise<PageSeo | null> {
  const path = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/\/+$/, '')) || '/';
  const settings = await app.settings.all();
  if (path === '/') {
    if (settings.homepage.type === 'landing') return landingSeo(app, settings);
    if (settings.homepage.type === 'customPage' && settings.homepage.value) {
      const page = await pageOrNull(app, settings.homepage.value);
      return (
        page && { ...(await customPageSeo(app, request, page)), canonical: absolute(app, '/') }
      );
    }
    return null;
  }
  const custom = /^\/pages\/(?:(\d+)\/)?([^/]+)$/.exec(path);
  if (custom) {
    const page = await pageOrNull(app, custom[1] ?? custom[2]!);
    return page && customPageSeo(app, request, page);
  }
  if (path === '/pricing') return templated(app, settings, settings.seo.pricing, '/pricing', {});
  const link = /^\/drive\/s\/([^/]+)/.exec(path);
  if (link) return linkSeo(app, settings, link[1]!);
  return null;
}

/** A custom page's head tags (also what `GET custom-pages/{idOrSlug}` answers as `seo`). */
export async function customPageSeo(
  app: AppInstance,
  _request: FastifyRequest,
  page: CustomPage,
): Promise<PageSeo> {
  const settings = await app.settings.all();
  const description = page.meta_description || shorten(plainTextOf(page.body));
  return {
    ...templated(app, settings, settings.seo.custom_page, `/pages/${page.slug}`, {
      page_title: page.title,
      page_description: description,
    }),
    type: 'article',
  };
}

function landingSeo(app: AppInstance, settings: Settings): PageSeo {
  const { landing } = settings;
  return {
    ...templated(app, settings, settings.seo.landing, '/', {
      page_title: landing.headerTitle,
      page_description: landing.headerSubtitle,
    }),
    image: landing.headerImage ? absolute(app, landing.headerImage) : null,
  };
}

/**
 * A shared link's page: the entry's name, unless the link asks for a password or is no longer
 * live, whose page says nothing of what it holds.
 */
async function linkSeo(app: AppInstance, settings: Settings, hash: string): Promise<PageSeo> {
  const link = await linkPageOf(app.db, hash);
  const open =
    link &&
    !link.password &&
    !link.deleted_at &&
    (!link.expires_at || link.expires_at > app.clock.iso());
  const site = settings.branding.site_name;
  const seo = templated(app, settings, settings.seo.link_page, `/drive/s/${hash}`, {
    entry_name: open ? link.name : site,
  });
  return open ? seo : { ...seo, title: site, description: '' };
}

type Template = SeoTemplates[keyof SeoTemplates];

function templated(
  app: AppInstance,
  settings: Settings,
  template: Template,
  path: string,
  values: Record<string, string>,
): PageSeo {
  const all: Record<string, string> = { site_name: settings.branding.site_name, ...values };
  const fill = (text: string) =>
    text.replace(
      /\{(site_name|page_title|page_description|entry_name)\}/g,
      (_, name: string) => all[name] ?? '',
    );
  return {
    title: fill(template.title).trim() || settings.branding.site_name,
    description: fill(template.description).trim(),
    canonical: absolute(app, path),
    image: null,
    type: 'website',
  };
}

async function pageOrNull(app: AppInstance, idOrSlug: string): Promise<CustomPage | null> {
  try {
    return await pageOf(app, idOrSlug);
  } catch (error) {
    if (error instanceof HttpProblem && error.status === 404) return null;
    throw error;
  }
}

function absolute(app: AppInstance, path: string): string {
  return new URL(path, app.config.appUrl).toString();
}

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
