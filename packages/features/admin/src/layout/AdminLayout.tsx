import type { MenuItem } from '@coffer/contract';
import {
  menuAtPosition,
  useBootstrap,
  useIsMobile,
  usePermissions,
  useTrans,
  visibleMenuItems,
} from '@coffer/core';
import { Sidebar, type SidebarLayout, sidebarNavLink } from '@coffer/ui/Sidebar';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { ADMIN_SCREENS, ADMIN_SIDEBAR_POSITION, type AdminScreen } from '../messages';
import * as styles from './admin-layout.css';

export interface AdminLayoutProps {
  /**
   * `auto`: a side column, and a drawer opened from the navbar's menu button at 768 px or
   * less; `columns` or `drawer` force one.
   * @default 'auto'
   */
  layout?: SidebarLayout;
  /**
   * The sidebar's default items (shown when no `admin-sidebar` menu is set), each hidden
   * without its permission.
   * @default ADMIN_SCREENS, the admin's own screens
   */
  screens?: readonly AdminScreen[];
  /** The page; by default the matched child route. */
  children?: ReactNode;
}

/** A link of the admin sidebar, its label already translated. */
interface AdminNavItem {
  id: string;
  label: string;
  to: string;
}

/**
 * The admin area's shell: a navbar with the site's name (to `/`), the admin sidebar (a
 * drawer on small screens, which closes once the admin goes somewhere), and the page in
 * `<main>`.
 */
export function AdminLayout({
  layout = 'auto',
  screens = ADMIN_SCREENS,
  children,
}: AdminLayoutProps) {
  const { trans } = useTrans();
  const siteName = useBootstrap((data) => data.settings.branding.site_name);
  const items = useAdminNavItems(screens);
  const isMobile = useIsMobile();
  const asDrawer = layout === 'drawer' || (layout === 'auto' && isMobile);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only.
  useEffect(() => setDrawerOpen(false), [pathname, search]);

  const siteLink = (
    <Link to="/" className={styles.siteLink}>
      {siteName}
    </Link>
  );
  const nav = (
    <ul className={styles.navList}>
      {items.map((item) => (
        <li key={item.id}>
          <NavLink to={item.to} end={item.to === '/admin'} className={sidebarNavLink}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  return (
    <div className={styles.shell}>
      {!asDrawer && <header className={styles.navbar}>{siteLink}</header>}
      <div className={styles.body}>
        <Sidebar
          layout={asDrawer ? 'drawer' : 'columns'}
          nav={nav}
          navLabel={trans('Admin')}
          openLabel={trans('Open admin menu')}
          header={siteLink}
          isDrawerOpen={drawerOpen}
          onDrawerOpenChange={setDrawerOpen}
        >
          <main className={styles.main}>{children ?? <Outlet />}</main>
        </Sidebar>
      </div>
    </div>
  );
}

/**
 * The sidebar's items: the `admin-sidebar` menu when the admin configured one (spec §5
 * visibility), otherwise `screens` the user may open.
 */
function useAdminNavItems(screens: readonly AdminScreen[]): AdminNavItem[] {
  const { trans } = useTrans();
  const settings = useBootstrap((data) => data.settings);
  const guestPermissions = useBootstrap((data) => data.guest_permissions);
  const { user, hasPermission } = usePermissions();
  return useMemo(() => {
    const menu = menuAtPosition(settings, ADMIN_SIDEBAR_POSITION);
    if (menu) {
      return visibleMenuItems(menu, { settings, user, guest_permissions: guestPermissions }).map(
        (item: MenuItem) => ({ id: String(item.id), label: trans(item.label), to: item.action }),
      );
    }
    return screens
      .filter((screen) => hasPermission(screen.permission))
      .map((screen) => ({
        id: screen.path,
        label: trans(screen.label),
        to: screen.path,
      }));
  }, [screens, settings, user, guestPermissions, hasPermission, trans]);
}
