import type { RouteObject } from 'react-router';

const page = async () => ({
  Component: (await import('./screens/DrivePage')).DriveSectionPage,
});

/**
 * The drive's signed-in routes (spec §2.3), as children of the app's root layout. The
 * layout and the page load on demand; guests are sent to `/login`. Each route names its
 * section in `handle`.
 */
export function driveRoutes(): RouteObject[] {
  return [
    {
      path: 'drive',
      lazy: async () => ({
        Component: (await import('./components/DriveLayout')).DriveLayout,
      }),
      children: [
        { index: true, handle: { driveSection: 'home' }, lazy: page },
        { path: 'folders/:hash', handle: { driveSection: 'folder' }, lazy: page },
        { path: 'shares', handle: { driveSection: 'sharedWithMe' }, lazy: page },
        { path: 'recent', handle: { driveSection: 'recent' }, lazy: page },
        { path: 'starred', handle: { driveSection: 'starred' }, lazy: page },
        { path: 'trash', handle: { driveSection: 'trash' }, lazy: page },
        { path: 'search', handle: { driveSection: 'search' }, lazy: page },
      ],
    },
  ];
}
