// Part of `pnpm test` (issue 24, ADR 0015): every call goes through the contract's endpoint
// map. This fails on
// - a client call by path (`http.get('…')`, `http.post<T>(…)`) in packages or the web app;
// - an `as` cast of an endpoint's answer (`http.call(…) as T`, `(await http.call(…)) as T`);
// - a server route registered by path (`app.get('/api/…')`) instead of `route(app, endpoint)`,
//   outside the few routes that are not JSON calls of the API (listed below);
// - an MSW handler of an API path written by hand instead of `mockEndpoint(endpoint, …)`.
//
//   node scripts/check-endpoint-calls.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Server files that register routes by hand: route() itself, and WebDAV (`/dav/`, a protocol
 * of its own with its methods, statuses and XML bodies, not JSON calls of the API; ADR 0023).
 * The tus upload protocol's routes (one handler for its methods, `scope.route({ method:
 * [...methods], … })`) are let through where they are written that way.
 */
const PLAIN_ROUTES = new Set([
  'apps/server/src/kernel/roles/endpoint-route.ts',
  'apps/server/src/modules/drive/webdav/routes.ts',
  // Prometheus's text format for the operator's scraper, not a call of the API.
  'apps/server/src/platform/metrics/route.ts',
  // sitemap.xml and robots.txt: text for crawlers at the site's root, not calls of the API.
  'apps/server/src/modules/site/sitemap.ts',
]);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

const problems = [];
function scan(dir, checks) {
  for (const path of files(join(root, dir))) {
    const file = relative(root, path);
    const text = readFileSync(path, 'utf8');
    for (const [pattern, message, skip] of checks) {
      if (skip?.(file)) continue;
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split('\n').length;
        problems.push(`${file}:${line}: ${message}: ${match[0].trim().slice(0, 70)}`);
      }
    }
  }
}

const isClientTest = (file) => file === 'packages/core/src/http/client.test.ts';
const clientChecks = [
  [
    /\bhttp\.(get|post|put|patch|delete|request)\s*(<[^>()]*>)?\s*\(/g,
    'a call by path; use http.call(<group>Api.<name>, …)',
    isClientTest,
  ],
  [/\bhttp\.call\([^;]*?\)\)?\s+as\s+[A-Z{]/g, 'an answer cast with `as`; the endpoint types it'],
  [
    /\bhttp\.(get|post|put|patch|delete|all)\(\s*['"`][^'"`]*\/(api\/v1|auth|secure)\//g,
    'an MSW handler by path; use mockEndpoint(endpoint, …)',
  ],
];
for (const dir of ['packages', 'apps/web/src', '.storybook', 'tests']) scan(dir, clientChecks);

scan('apps/server/src', [
  [
    /\b(app|scope|instance|fastify|server)\.(get|post|put|patch|delete|head|route|all)\s*(<[^>]*>)?\s*\((?!\{ method: \[\.\.\.methods\])/g,
    'a route by path; use route(app, <group>Endpoints.<name>, …)',
    (file) => PLAIN_ROUTES.has(file) || /\.test\.ts$/.test(file),
  ],
]);

if (problems.length > 0) {
  console.error(`Calls outside the endpoint map (ADR 0015):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Every call, route and mock goes through the endpoint map.');
