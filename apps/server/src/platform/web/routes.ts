import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../http/errors';
import { type PageOptions, renderIndexHtml, routeStyles } from './index-html';
import { inProcessCalls, loadPageRenderer } from './server-rendering';

/** Roots the client's HTTP client sends to the server; never answered with the app page. */
const API_ROOTS = /^\/(api|auth|secure|log-viewer|horizon|metrics)(\/|$)/;

/** Built files whose names carry their content's hash: cached for a year, never revalidated. */
const HASHED_ASSET = /[\\/]assets[\\/]/;

/**
 * Serves the web build: its files with the brotli or gzip copy the build made beside each
 * (by the request's Accept-Encoding, with `Vary`), hashed assets with immutable caching, and
 * every app page as index.html with the bootstrap data and first-paint theme `page` gives
 * (compressed by `compressAnswers`).
 */
export async function webRoutes(
  app: AppInstance,
  page: (request: FastifyRequest) => Promise<PageOptions>,
) {
  const indexFile = join(app.config.webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (!hasBuild) app.log.warn(`No web build at ${app.config.webDist}; run "pnpm build".`);
  let template: string | undefined;
  // Guest pages rendered on the server (ADR 0030), when the build has its server entry.
  const renderer = hasBuild
    ? loadPageRenderer(app.config.webDist).catch((error: unknown) => {
        app.log.error({ err: error }, "The web build's server rendering could not load.");
        return null;
      })
    : Promise.resolve(null);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: app.config.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The ETag revalidates a file without a hash; hashed ones are never revalidated.
      lastModified: false,
      // The bare template has no bootstrap data: /index.html is an app page like any other.
      // The server's rendering code (ADR 0030) is the server's, not the browser's.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/server/'),
      setHeaders(res, path) {
        if (!HASHED_ASSET.test(path)) return;
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
        // Never revalidated and never fetched in parts: a first load's dozen scripts need no
        // validator or range header each (ADR 0007, the bytes as received).
        res.removeHeader('etag');
        res.removeHeader('accept-ranges');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || API_ROOTS.test(path) || !hasBuild) {
      throw new HttpProblem(404, 'Not found.');
    }
    template ??= readFileSync(indexFile, 'utf8');
    const options = await page(request);
    const { bootstrap } = options;
    const rendered = bootstrap.user ? null : await renderGuestPage(request, options);
    const html = renderIndexHtml(template, {
      ...options,
      rendered: rendered && { ...rendered, styles: routeStyles(template, path, bootstrap) },
    });
    return (
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        // Revalidated on every visit (its scripts' names change with each build); a signed-in
        // page carries the user's data, which a shared browser must not keep.
        .header('Cache-Control', bootstrap.user ? 'private, no-store' : 'no-cache')
        .send(html)
    );
  });

  /** The page's markup, or null: the browser renders it (and does if rendering fails here). */
  async function renderGuestPage(request: FastifyRequest, { bootstrap }: PageOptions) {
    const pages = await renderer;
    if (!pages) return null;
    try {
      return await pages.renderPage({
        url: `${request.protocol}://${request.host}${request.url}`,
        bootstrap,
        cookie: request.headers.cookie ?? '',
        calls: inProcessCalls(app, request),
      });
    } catch (error) {
      app.log.error({ err: error, url: request.url }, 'A page could not render on the server.');
      return null;
    }
  }
}
