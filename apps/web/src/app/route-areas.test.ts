import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { discoverRouteAreas, PAGES_ROUTE_ID, routeAreaOf, routeAreas } from './route-areas';

const firstSegment = (path: string | undefined) => path?.split('/').find(Boolean);

/** The first segments the area's routes match, from its top-level routes down to the paths. */
function segmentsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((route) =>
    route.path ? [firstSegment(route.path) ?? ''] : segmentsOf(route.children ?? []),
  );
}

/** The pages route and the not-found route, as `appRoutes` has them. */
const pages = (): RouteObject[] => [
  {
    id: PAGES_ROUTE_ID,
    children: [
      { path: 'login', element: 'login' },
      { path: '*', element: 'not found' },
    ],
  },
];

describe('route areas (ADR 0007, decision 23)', () => {
  it.each(routeAreas.map((area) => [area.segments.join(', '), area] as const))(
    'every route of the %s area starts with one of its segments',
    async (_, area) => {
      const segments = segmentsOf(await area.routes());
      expect(segments.length).toBeGreaterThan(0);
      for (const segment of segments) expect(area.segments).toContain(segment);
    },
  );

  it('finds the area of a path by its first segment', () => {
    expect(routeAreaOf('/admin/users/4')?.segments).toContain('admin');
    expect(routeAreaOf('/checkout/1/2')?.segments).toContain('billing');
    expect(routeAreaOf('/drive')).toBeUndefined();
    expect(routeAreaOf('/administrator')).toBeUndefined();
  });

  it('mounts an area on the first visit to one of its paths, once', async () => {
    const router = createMemoryRouter(pages(), {
      initialEntries: ['/login'],
      patchRoutesOnNavigation: discoverRouteAreas(),
    });
    await router.navigate('/pricing');
    expect(router.state.matches.at(-1)?.route.path).toBe('pricing');
    await router.navigate('/billing');
    await router.navigate('/pricing');
    const pricingRoutes = router.routes[0]?.children?.filter((route) => route.path === 'pricing');
    expect(pricingRoutes).toHaveLength(1);
    await router.navigate('/nowhere');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });

  it('mounts the area of the first page itself', async () => {
    const router = createMemoryRouter(pages(), {
      initialEntries: ['/admin'],
      patchRoutesOnNavigation: discoverRouteAreas(),
    });
    await new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      else router.subscribe((state) => state.initialized && resolve());
    });
    expect(router.state.matches.map((match) => match.route.path)).toContain('admin');
    router.dispose();
  });
});
