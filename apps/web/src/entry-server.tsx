// The server's rendering of a guest page (ADR 0030): the same routes and providers as the
// browser's app, rendered to HTML into `#root`, so the page paints before its script has run;
// the browser then hydrates it (`main.tsx`). Built by `vite build --ssr` into dist/server.
import type { BootstrapData } from '@coffer/contract';
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/App';
import { resolveFirstRoutes } from './app/first-routes';
import { appRoutes } from './app/routes';
import { createServices, type ServerCalls } from './app/services';
import { startsOnIntent } from './app/start-on-intent';

/** The guest pages rendered on the server: their first paint needs nothing but the page's data. */
export const SERVER_RENDERED_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/login\/?$/,
  /^\/register\/?$/,
  /^\/forgot-password\/?$/,
  /^\/pricing\/?$/,
  /^\/drive\/r\/[^/]+\/?$/,
];

export interface RenderPageInput {
  /** The page's absolute address, as the visitor asked for it. */
  url: string;
  /** The bootstrap data the page carries. */
  bootstrap: BootstrapData;
  /** Answers the API calls the page's routes start (in process, with the visitor's cookies). */
  calls: ServerCalls;
  /** The request's `Cookie` header, which the page's components read as the browser's. */
  cookie: string;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The query cache the page rendered with, for the browser to start from. */
  queryState: unknown;
  /**
   * When the browser loads the app that hydrates the page: after its first paint, or at the
   * visitor's first move (`intent`: a page that works as it is until the visitor uses it).
   */
  start: 'paint' | 'intent';
}

/** How long a page's data may take before the page is sent as the browser would first show it. */
const DATA_WAIT_MS = 1000;

/** The page's markup, or null for a page the browser renders (signed in, not on the list). */
export async function renderPage({
  url,
  bootstrap,
  calls,
  cookie,
}: RenderPageInput): Promise<RenderedPage | null> {
  const { pathname } = new URL(url);
  if (bootstrap.user || !SERVER_RENDERED_PATHS.some((path) => path.test(pathname))) return null;
  let calling = 0;
  const services = createServices(bootstrap, {
    ...calls,
    fetch: async (...args) => {
      calling += 1;
      try {
        return await calls.fetch!(...args);
      } finally {
        calling -= 1;
      }
    },
  });
  const { http, queryClient } = services;
  const { routes } = await resolveFirstRoutes(appRoutes(services), pathname, {
    http,
    queryClient,
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  // A redirect (a guard) is the browser's to follow.
  if (context instanceof Response) return null;
  await settled(() => calling > 0 || queryClient.isFetching() > 0);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Whole: every lazy part of the page (the navbar, the footer's language switch) in the
  // markup, not its fallback, so that the browser hydrates what it would render.
  const { prelude } = await prerender(
    <AppProviders services={services} prefetch={() => {}} cookieHeader={cookie}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const html = await new Response(prelude).text();
  return {
    html,
    queryState: dehydrate(queryClient),
    start: startsOnIntent(pathname, bootstrap, cookie) ? 'intent' : 'paint',
  };
}

/**
 * Until the calls and queries the loaders started have their answers (or the wait is over). A
 * loader may start its query after a dynamic import, so the page is quiet only when two looks
 * a few milliseconds apart find nothing under way.
 */
async function settled(busy: () => boolean) {
  const until = Date.now() + DATA_WAIT_MS;
  let quiet = 0;
  while (quiet < 2 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    quiet = busy() ? 0 : quiet + 1;
  }
}
