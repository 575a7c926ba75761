import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from '../../app';
import { buildBootstrapData, firstPaintTheme, THEME_COOKIE } from '../../modules/bootstrap/service';
import { HttpProblem } from '../http/errors';
import { renderIndexHtml } from './index-html';

/** Roots the client's HTTP client sends to the server; never answered with the app page. */
const API_ROOTS = /^\/(api|auth|secure|log-viewer|horizon)(\/|$)/;

/** Serves the web build: hashed assets with long caching, and index.html with bootstrap data. */
export async function webRoutes(app: AppInstance) {
  const indexFile = join(app.config.webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (!hasBuild) app.log.warn(`No web build at ${app.config.webDist}; run "pnpm build".`);
  let template: string | undefined;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: app.config.webDist,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        if (path.includes('/assets/'))
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
    const bootstrap = await buildBootstrapData(app, request);
    const html = renderIndexHtml(template, {
      bootstrap,
      ...firstPaintTheme(bootstrap.settings, request.cookies[THEME_COOKIE]),
    });
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(html);
  });
}
