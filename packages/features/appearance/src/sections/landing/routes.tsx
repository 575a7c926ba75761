import type { RouteObject } from 'react-router';

const features = () => import('./LandingFeaturesScreen');

/**
 * The landing page section's screens, under the editor (`/admin/appearance/…`): general,
 * action buttons, primary and secondary features. Each loads with its route.
 */
export const landingRoutes: RouteObject[] = [
  {
    path: 'landing-page/general',
    lazy: async () => ({
      Component: (await import('./LandingGeneralScreen')).LandingGeneralScreen,
    }),
  },
  {
    path: 'landing-page/action-buttons',
    lazy: async () => ({
      Component: (await import('./LandingActionsScreen')).LandingActionsScreen,
    }),
  },
  {
    path: 'landing-page/primary-features',
    lazy: async () => ({ Component: (await features()).PrimaryFeaturesScreen }),
  },
  {
    path: 'landing-page/secondary-features',
    lazy: async () => ({ Component: (await features()).SecondaryFeaturesScreen }),
  },
];
