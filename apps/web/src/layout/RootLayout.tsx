import { useBootstrap, useSettings } from '@coffer/core';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { RouterAdapterProvider } from '@coffer/ui/Link';
import { ToastRegion } from '@coffer/ui/Toast';
import { TopLoadingBar } from '@coffer/ui/TopLoadingBar';
import { lazy, Suspense } from 'react';
import { Outlet, useHref, useLocation, useNavigate, useNavigation } from 'react-router';
import { isAuthPage, isDriveAppPage } from './auth-pages';
import { Footer } from './Footer';
import { ImpersonationBanner } from './ImpersonationBanner';
import { LazyDialogOutlet } from './LazyDialogOutlet';
import * as styles from './layout.css';

// Auth pages (the first page most visitors see) have no navbar, so its code (user menu,
// notifications) loads only where it is shown; the signed-in parts in one chunk.
const Navbar = lazy(async () => ({ default: (await import('./Navbar')).Navbar }));
const signedInSlots = () => import('./signed-in-slots');
const NotificationsPopover = lazy(async () => ({
  default: (await signedInSlots()).NotificationsPopover,
}));
const WorkspaceSwitcher = lazy(async () => ({
  default: (await signedInSlots()).WorkspaceSwitcher,
}));
// The live unread count and lists (spec §2.5), one stream per signed-in tab.
const NotificationStream = lazy(async () => ({
  default: (await signedInSlots()).NotificationStream,
}));

/**
 * Every page's frame (spec §2.5 "Root layout"): the top loading bar while a navigation
 * loads, the impersonation banner while an admin is signed in as someone else, the navbar
 * (auth pages bring their own logo instead), the page, the footer, the toasts and the
 * dialog outlet (the cookie notice is a level up, in `AppFrame`). Kit links navigate with
 * the router.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const authPage = isAuthPage(pathname);
  const { notifications } = useSettings();
  const signedIn = useBootstrap((data) => data.user !== null);
  const impersonating = useBootstrap((data) => Boolean(data.impersonator));
  return (
    <RouterAdapterProvider navigate={navigate} useHref={useHref}>
      <TopLoadingBar isLoading={navigation.state !== 'idle'} />
      <div className={styles.shell}>
        {impersonating && <ImpersonationBanner />}
        {!authPage && (
          <Suspense fallback={<div className={styles.navbarPlaceholder} />}>
            <Navbar
              notifications={notifications.integrated ? <NotificationsPopover /> : undefined}
              // One switcher a page: the drive's sidebar has its own.
              workspaces={isDriveAppPage(pathname) ? undefined : <WorkspaceSwitcher />}
            />
          </Suspense>
        )}
        {signedIn && notifications.integrated && (
          <Suspense fallback={null}>
            <NotificationStream />
          </Suspense>
        )}
        <main className={styles.main}>
          <Outlet />
        </main>
        <Footer isAuthPage={authPage} />
      </div>
      <ToastRegion />
      <LazyDialogOutlet />
    </RouterAdapterProvider>
  );
}

/**
 * Shown while the first page's code loads (the route's `HydrateFallback`): the spinner
 * appears only after 500 ms and then stays at least 200 ms (spec §2.5).
 */
export function PageSpinner() {
  return <DelayedSpinner className={styles.pageSpinner} />;
}
