import type { DriveSection } from '@coffer/contract';
import type { HttpClient } from '@coffer/core';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';

/** What the drive's routes need to start a listing before its page renders. */
export interface DriveRouteServices {
  http: HttpClient;
  queryClient: QueryClient;
  /** Whether a user is signed in (a guest is sent to `/login` and lists nothing). */
  isSignedIn: () => boolean;
}

const page = (section: DriveSection, services: DriveRouteServices | undefined) => async () => {
  const { DriveSectionPage, prefetchListing } = await import('./screens/route-modules');
  return {
    Component: DriveSectionPage,
    // The listing's first page starts with the page's code, not after its first render.
    loader: ({ params, request }: LoaderFunctionArgs) => {
      if (services?.isSignedIn())
        prefetchListing(services, section, params.hash, new URL(request.url).searchParams);
      return null;
    },
  };
};

/**
 * The drive's signed-in routes (spec §2.3), as children of the app's root layout. The
 * layout and the page load on demand; guests are sent to `/login`. Each route names its
 * section in `handle`. Given the app's services, each page's loader starts its listing as
 * soon as the page's code is in.
 */
export function driveRoutes(services?: DriveRouteServices): RouteObject[] {
  const section = (driveSection: DriveSection) => ({
    handle: { driveSection },
    lazy: page(driveSection, services),
  });
  return [
    {
      path: 'drive',
      lazy: async () => ({
        Component: (await import('./screens/route-modules')).DriveLayout,
      }),
      children: [
        { index: true, ...section('home') },
        { path: 'folders/:hash', ...section('folder') },
        { path: 'shares', ...section('sharedWithMe') },
        { path: 'recent', ...section('recent') },
        { path: 'starred', ...section('starred') },
        { path: 'trash', ...section('trash') },
        { path: 'search', ...section('search') },
      ],
    },
  ];
}
