import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/**
 * A built front end's files over HTTP on a free loopback port (ES modules and service workers
 * need http:), for the checks that open a static build in Chromium: the static Storybook and
 * the consumer app. Nothing outside `dir` is served.
 */
export function serveStatic(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const path = join(dir, decodeURIComponent(pathname));
    const file = pathname.endsWith('/') ? join(path, 'index.html') : path;
    try {
      if (!file.startsWith(dir + sep) || !statSync(file).isFile()) throw new Error('not a file');
      response.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      });
      response.end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
}
