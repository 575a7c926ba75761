import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootstrapData } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';

/**
 * What the web build's server entry (`apps/web/src/entry-server.tsx`, ADR 0030) offers: a
 * guest page rendered to the markup of `#root`, or null for a page the browser renders.
 */
export interface PageRenderer {
  renderPage(input: {
    url: string;
    bootstrap: BootstrapData;
    cookie: string;
    calls: {
      fetch: typeof fetch;
      readCookie: (name: string) => string | null;
      getWorkspaceId: () => number | null;
    };
  }): Promise<RenderedPage | null>;
}

export interface RenderedPage {
  html: string;
  queryState: unknown;
  /** When the browser loads the app: after the first paint, or at the visitor's first move. */
  start?: 'paint' | 'intent';
}

/** Where the web build keeps its server entry (`vite build --ssr`). */
export const serverEntryFile = (webDist: string) => join(webDist, 'server', 'entry-server.js');

/** The build's renderer, or null when the build has none (then every page renders in the browser). */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const file = serverEntryFile(webDist);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The calls a page's routes start while it renders on the server, answered in process by this
 * app as the visitor would be (their cookies, language and address), never over the network.
 */
export function inProcessCalls(app: AppInstance, request: FastifyRequest) {
  const cookies = request.cookies ?? {};
  return {
    readCookie: (name: string) => cookies[name] ?? null,
    getWorkspaceId: () => null,
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      for (const name of ['cookie', 'accept-language', 'user-agent'] as const) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers: Object.fromEntries(headers),
        payload: typeof init?.body === 'string' ? init.body : undefined,
        remoteAddress: request.ip,
      });
      return new Response(
        NULL_BODY_STATUSES.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload),
        {
          status: answer.statusCode,
          headers: Object.entries(answer.headers).flatMap(([name, value]) =>
            value === undefined ? [] : [[name, String(value)] as [string, string]],
          ),
        },
      );
    }) as typeof fetch,
  };
}
