import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../http/errors';
import { type PageOptions, renderIndexHtml } from './index-html';

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

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: app.config.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The ETag revalidates a file without a hash; hashed ones are never revalidated.
      lastModified: false,
      // The bare template has no bootstrap data: /index.html is an app page like any other.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, path) {
        if (HASHED_ASSET.test(path))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
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
    const html = renderIndexHtml(template, options);
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
}
