import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resolveFirstRoutes } from './first-routes';
import { PAGES_ROUTE_ID, routeAreaOf } from './route-areas';

const services = { http: {} as never, queryClient: {} as never };
const Page = () => null;

/** The shape of `appRoutes`: a frame, the root layout, the pages route with lazy pages. */
function tree(): RouteObject[] {
  return [
    {
      children: [
        {
          path: '/',
          children: [
            {
              id: PAGES_ROUTE_ID,
              children: [
                { path: 'login', lazy: async () => ({ Component: Page }) },
                { path: 'about', loader: () => null, lazy: async () => ({ Component: Page }) },
                { path: '*', Component: Page },
              ],
            },
          ],
        },
      ],
    },
  ];
}

const leaf = (routes: RouteObject[], path: string) =>
  routes[0]?.children?.[0]?.children?.[0]?.children?.find((route) => route.path === path);

describe('the first routes of a server-rendered page (ADR 0030)', () => {
  it("loads the code of the routes the path matches, and leaves the others' lazy", async () => {
    const { routes, area } = await resolveFirstRoutes(tree(), '/login', services);
    expect(area).toBeUndefined();
    expect(leaf(routes, 'login')).toMatchObject({ Component: Page });
    expect(leaf(routes, 'login')?.lazy).toBeUndefined();
    expect(leaf(routes, 'about')?.lazy).toBeTypeOf('function');
  });

  it("mounts the path's area under the pages, ahead of the not-found route", async () => {
    const { routes, area } = await resolveFirstRoutes(tree(), '/pricing', services);
    expect(area).toBe(routeAreaOf('/pricing'));
    const pages = routes[0]?.children?.[0]?.children?.[0]?.children ?? [];
    expect(pages.map((route) => route.path)).toContain('pricing');
    expect(pages.at(-1)?.path).toBe('*');
    expect(pages.find((route) => route.path === 'pricing')?.Component).toBeTypeOf('function');
  });

  it('names the matched routes that have a loader, for the router to count as run', async () => {
    const about = await resolveFirstRoutes(tree(), '/about', services);
    expect(about.loaderIds).toEqual([leaf(about.routes, 'about')?.id]);
    const router = createMemoryRouter(about.routes, {
      initialEntries: ['/about'],
      hydrationData: { loaderData: { [about.loaderIds[0] ?? '']: null } },
    });
    // The first render is the page itself, not the fallback of a router still loading.
    expect(router.state.initialized).toBe(true);
    router.dispose();
    expect((await resolveFirstRoutes(tree(), '/login', services)).loaderIds).toEqual([]);
  });
});
