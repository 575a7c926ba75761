import { useBootstrap, useSettings } from '@coffer/core';
import { buttonStyle } from '@coffer/ui/Button';
import { IconButton } from '@coffer/ui/IconButton';
import { Menu, MenuItem, MenuTrigger } from '@coffer/ui/Menu';
import { Popover } from '@coffer/ui/Popover';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CustomMenu } from './CustomMenu';
import { Logo } from './Logo';
import * as styles from './navbar.css';
import { UserMenu } from './UserMenu';
import { useIsMobile } from './use-is-mobile';
import { menuItemLinkProps, useMenuItems } from './use-menu-items';

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
  return (
    <header className={styles.navbar}>
      {isMobile && <MobileMenu />}
      <Logo />
      {!isMobile && <CustomMenu position="navbar" label="Main" className={styles.menu} />}
      <div className={styles.spacer} />
      <div className={styles.actions}>
        {!isMobile && user && workspaces}
        {!isMobile && user && notifications}
        {user ? (
          <UserMenu user={user} isMobile={isMobile} profilePageHref={profilePageHref} />
        ) : (
          <>
            <Link to="/login" className={buttonStyle({ variant: 'text', size: 'sm' })}>
              Login
            </Link>
            {!settings.registration.disable && (
              <Link to="/register" className={buttonStyle({ variant: 'primary', size: 'sm' })}>
                Register
              </Link>
            )}
          </>
        )}
      </div>
    </header>
  );
}

/** The navbar menu's items behind a button, for small screens. */
function MobileMenu() {
  const items = useMenuItems('navbar');
  if (items.length === 0) return null;
  return (
    <MenuTrigger>
      <IconButton aria-label="Open menu" variant="text">
        {/* The three-line menu glyph; the app draws it itself rather than ship an icon set. */}
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
          <path
            d="M3 5h14M3 10h14M3 15h14"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </IconButton>
      <Popover placement="bottom start">
        <Menu>
          {items.map((item) => (
            <MenuItem key={item.id} id={item.id} {...menuItemLinkProps(item)}>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
