import { useBootstrap, useIsMobile, useLinkPrefetch, useSettings, useTrans } from '@coffer/core';
import { buttonStyle } from '@coffer/ui/Button';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { CustomMenu } from './CustomMenu';
import { Logo } from './Logo';
import * as styles from './navbar.css';
import { useMenuItems } from './use-menu-items';

// The menus load only where they show (ADR 0007): a guest on a wide screen, who sees neither
// the user menu nor the small screen's menu button, loads no menu or popover code.
const UserMenu = lazy(async () => ({ default: (await import('./signed-in-slots')).UserMenu }));
const MobileMenu = lazy(async () => ({ default: (await import('./MobileMenu')).MobileMenu }));

export interface NavbarProps {
  /**
   * The notifications button and popover (from the notifications package); nothing when left out.
   * Hidden on mobile, where the user menu links to the notifications page instead.
   */
  notifications?: ReactNode;
  /** The workspace switcher (from the workspaces package), shown to signed-in users on desktop. */
  workspaces?: ReactNode;
  /** Passed to the user menu: the profile page, when the app has one. */
  profilePageHref?: string;
  /**
   * Force the mobile or desktop layout.
   * @default by the viewport (768 px or less is mobile)
   */
  isMobile?: boolean;
}

/**
 * The top bar (spec §2.5): logo, the admin's navbar menu (behind a menu button on mobile),
 * the notifications slot, and the user menu or the Login and Register buttons.
 */
export function Navbar({
  notifications,
  workspaces,
  profilePageHref,
  isMobile: forced,
}: NavbarProps) {
  const detected = useIsMobile();
  const isMobile = forced ?? detected;
  const user = useBootstrap((data) => data.user);
  const settings = useSettings();
  const { trans } = useTrans();
  return (
    <header className={styles.navbar}>
      {isMobile && <NavbarMenu />}
      <Logo />
      {!isMobile && <CustomMenu position="navbar" label={trans('Main')} className={styles.menu} />}
      <div className={styles.spacer} />
      <div className={styles.actions}>
        {!isMobile && user && workspaces}
        {!isMobile && user && notifications}
        {user ? (
          <Suspense fallback={<span className={styles.userMenuPlaceholder} />}>
            <UserMenu user={user} isMobile={isMobile} profilePageHref={profilePageHref} />
          </Suspense>
        ) : (
          <>
            <GuestLink to="/login" className={buttonStyle({ variant: 'text', size: 'sm' })}>
              {trans('Login')}
            </GuestLink>
            {!settings.registration.disable && (
              <GuestLink to="/register" className={buttonStyle({ variant: 'primary', size: 'sm' })}>
                {trans('Register')}
              </GuestLink>
            )}
          </>
        )}
      </div>
    </header>
  );
}

/** Login or Register: the page's code is fetched after 100 ms of hover or focus (spec §9). */
function GuestLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  const intent = useLinkPrefetch(to);
  return (
    <Link
      to={to}
      className={className}
      onMouseEnter={intent.onHoverStart}
      onMouseLeave={intent.onHoverEnd}
      onFocus={intent.onFocus}
      onBlur={intent.onBlur}
    >
      {children}
    </Link>
  );
}

/** The small screen's menu button, when the admin's navbar menu has items. */
function NavbarMenu() {
  const items = useMenuItems('navbar');
  if (items.length === 0) return null;
  return (
    <Suspense fallback={<span className={styles.menuButtonPlaceholder} />}>
      <MobileMenu items={items} />
    </Suspense>
  );
}
