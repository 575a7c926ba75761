import type { HomepageType } from '@coffer/contract/constants';
import { type AuthRedirects, defaultAuthRedirects } from '@coffer/core';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { AuthRedirectsContext } from './api/sign-in';
import { GuestOnly } from './components/GuestOnly';

export interface AuthRoutesOptions {
  /**
   * Where people land after signing in (and where signed-in visitors of guest-only pages
   * are bounced).
   * @default defaultAuthRedirects (`/drive` for users and admins)
   */
  redirects?: AuthRedirects;
  /**
   * What `/` shows for the homepage types other features own (spec §2.1: the site's
   * `landing` and `customPage`), each a route `lazy`, chosen by `homepageType()` when `/` is
   * first opened (the bootstrap data's setting). Without one, `/` is the login page, or the
   * register page for `registerPage`. Guest-only, as every page here.
   */
  homepages?: Partial<Record<HomepageType, LazyRouteFunction<RouteObject>>>;
  /** The homepage setting's type (`settings.homepage.type`). */
  homepageType?: () => HomepageType;
}

const login = async () => ({ Component: (await import('./screens/LoginScreen')).LoginScreen });
const register = async () => ({
  Component: (await import('./screens/RegisterScreen')).RegisterScreen,
});

/**
 * The guest-only auth pages, as children of the app's root layout route (`path: '/'`).
 * Each screen loads on demand, so the first page pays only for itself. The index route
 * is `/` by the homepage setting.
 */
export function authRoutes({
  redirects = defaultAuthRedirects,
  homepages = {},
  homepageType = () => 'loginPage',
}: AuthRoutesOptions = {}): RouteObject[] {
  return [
    {
      element: (
        <AuthRedirectsContext.Provider value={redirects}>
          <GuestOnly />
        </AuthRedirectsContext.Provider>
      ),
      children: [
        {
          index: true,
          // Only the chosen homepage's code loads: the landing page carries no login form,
          // and the login page's chunk is the `/login` route's own (no second copy of it).
          lazy: () => {
            const type = homepageType();
            return (homepages[type] ?? (type === 'registerPage' ? register : login))();
          },
        },
        { path: 'login', lazy: login },
        { path: 'register', lazy: register },
        { path: 'register/:inviteType/:inviteId', lazy: register },
        { path: 'workspace/join/login/:inviteId?', lazy: login },
        { path: 'workspace/join/register/:inviteId?', lazy: register },
        {
          path: 'forgot-password',
          lazy: async () => ({
            Component: (await import('./screens/ForgotPasswordScreen')).ForgotPasswordScreen,
          }),
        },
        {
          path: 'password/reset/:token',
          lazy: async () => ({
            Component: (await import('./screens/ResetPasswordScreen')).ResetPasswordScreen,
          }),
        },
      ],
    },
  ];
}
