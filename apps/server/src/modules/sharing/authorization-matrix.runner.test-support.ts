import type { RouteOptions } from 'fastify';
import type { Browser } from '../../../test/auth';
import { rawFetch } from '../drive/uploads/upload.test-support';
import {
  type Answer,
  type Case,
  type Cell,
  type Fixture,
  PRINCIPALS,
  type Prepared,
  type Principal,
  type Space,
} from './authorization-matrix.test-support';

/* Runs the rows of the authorization matrix and reads the route table it must cover. */

/** A status row, readable in a failure diff. */
export function labelled(
  row: readonly number[],
  principals: readonly Principal[] = PRINCIPALS,
): Partial<Record<Principal, number>> {
  return Object.fromEntries(principals.map((p, i) => [p, row[i]]));
}

export async function send(browser: Browser, prepared: Prepared): Promise<Answer> {
  if (!prepared.raw) {
    const { method, path, body, headers } = prepared;
    const res = await browser.request(method, path, body, headers);
    return { status: res.status, json: res.json, text: '', headers: res.headers };
  }
  const res = await rawFetch(browser.server.url, browser, prepared.method, prepared.path, {
    ...prepared.raw,
    headers: { 'x-forwarded-for': browser.ip, ...prepared.raw.headers },
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {}
  return { status: res.status, json, text, headers: res.headers };
}

/** Runs a row: one request per principal; answers the statuses and any failed state check. */
export async function runRow(
  fx: Fixture,
  space: Space,
  row: Pick<Case, 'prepare'>,
  principals: readonly Principal[] = PRINCIPALS,
) {
  const statuses: number[] = [];
  const problems: string[] = [];
  for (const who of principals) {
    const user = who === 'guest' ? null : fx.users[who];
    const cell: Cell = { who, fx, space, user, browser: fx.browser(who) };
    const prepared = await row.prepare(cell);
    const answer = await send(cell.browser, prepared);
    statuses.push(answer.status);
    try {
      await prepared.check?.(answer.status >= 200 && answer.status < 300, answer);
    } catch (error) {
      problems.push(`${who} (${answer.status}): ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return { statuses: labelled(statuses, principals), problems };
}

export interface RouteRecord {
  methods: string[];
  url: string;
  /** Registered from modules/drive or modules/sharing (read from the call stack). */
  fromModule: boolean;
}

/** An `onRoute` hook filling `into` with the route table. */
export function collectRoutes(into: RouteRecord[]) {
  return (route: RouteOptions) => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 60;
    const stack = new Error().stack ?? '';
    Error.stackTraceLimit = limit;
    into.push({
      methods: [route.method].flat().map(String),
      url: route.url,
      // Frames of the module sources, not of the tests that build the app.
      fromModule: stack
        .split('\n')
        .some(
          (f) =>
            /[\\/]modules[\\/](drive|sharing)[\\/]/.test(f) && !/\.test(-support)?\.ts/.test(f),
        ),
    });
  };
}

/** Drive and sharing URLs, whichever module adds them. */
const DRIVE_URL =
  /^\/api\/v1\/(drive|folders|file-entries|file-requests?|shareable-links?|shares?|tus|uploads?|users\/:[^/]+\/folders|user\/space-usage)(\/|$)/;

/**
 * `METHOD url` of every drive and sharing route in the table. HEAD beside a GET of the
 * same URL is Fastify's automatic HEAD route: it runs the GET handler, so the GET row covers it.
 */
export function driveRouteKeys(routes: RouteRecord[]): string[] {
  const gets = new Set(routes.filter((r) => r.methods.includes('GET')).map((r) => r.url));
  const keys = new Set<string>();
  for (const route of routes) {
    if (!route.fromModule && !DRIVE_URL.test(route.url)) continue;
    for (const method of route.methods) {
      if (method === 'HEAD' && gets.has(route.url)) continue;
      keys.add(`${method} ${route.url}`);
    }
  }
  return [...keys].sort();
}
