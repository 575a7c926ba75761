import { useLogout } from '@coffer/auth';
import type { User } from '@coffer/contract';
import { isSubscribed, useSettings, useTheme, useTrans } from '@coffer/core';
import { Avatar } from '@coffer/ui/Avatar';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '@coffer/ui/Menu';
import { Popover } from '@coffer/ui/Popover';
import { UnstyledButton } from '@coffer/ui/UnstyledButton';
import { VisuallyHidden } from '@coffer/ui/VisuallyHidden';
import * as styles from './navbar.css';
import { menuItemLinkProps, useMenuItems } from './use-menu-items';

export interface UserMenuProps {
  user: User;
  /** Mobile layout: the notifications entry moves from the navbar into this menu. */
  isMobile?: boolean;
  /** Where the user's profile page lives, when the app has one; without it the item is hidden. */
  profilePageHref?: string;
  /**
   * Whether the app runs in the appearance editor, where logging out is refused.
   * @default detected from the page's frame (`isAppearanceEditorActive`)
   */
  appearanceEditorActive?: boolean;
}

/**
 * The signed-in user's menu (spec §2.5): custom auth-dropdown items, Profile page,
 * Notifications (mobile only, with the unread count), Billing (subscribers only), the
 * light/dark toggle (when users may change theme), and Log out.
 */
export function UserMenu({
  user,
  isMobile = false,
  profilePageHref,
  appearanceEditorActive,
}: UserMenuProps) {
  const settings = useSettings();
  const theme = useTheme();
  const { trans } = useTrans();
  const logout = useLogout({ appearanceEditorActive });
  const customItems = useMenuItems('auth-dropdown');
  const showNotifications = isMobile && settings.notifications.integrated;
  const unread = user.unread_notifications_count;
  // A new account may have no name yet; the button still needs an accessible name.
  const displayName = user.name || user.email;

  return (
    <MenuTrigger>
      {/* Named by the user's name; the avatar's initials would only repeat it. */}
      <UnstyledButton className={styles.userTrigger}>
        <span aria-hidden="true">
          <Avatar name={displayName} src={user.image} size="md" />
        </span>
        {isMobile ? (
          <VisuallyHidden>{displayName}</VisuallyHidden>
        ) : (
          <span className={styles.userName}>
            <span>{displayName}</span>{' '}
            {user.phone && <span className={styles.userDetail}>{user.phone}</span>}
          </span>
        )}
      </UnstyledButton>
      <Popover placement="bottom end">
        <Menu>
          {customItems.map((item) => (
            <MenuItem key={item.id} id={`custom-${item.id}`} {...menuItemLinkProps(item)}>
              {item.label}
            </MenuItem>
          ))}
          {profilePageHref && (
            <MenuItem id="profile" href={profilePageHref}>
              {trans('Profile page')}
            </MenuItem>
          )}
          {showNotifications && (
            <MenuItem id="notifications" href="/notifications" textValue={trans('Notifications')}>
              <span className={styles.notificationsItem}>
                {trans('Notifications')}{' '}
                {unread > 0 && (
                  <span className={styles.badge}>
                    {unread} <VisuallyHidden>{trans('unread')}</VisuallyHidden>
                  </span>
                )}
              </span>
            </MenuItem>
          )}
          {isSubscribed(user) && (
            <MenuItem id="billing" href="/billing">
              {trans('Billing')}
            </MenuItem>
          )}
          {theme.canChange && (
            <MenuItem id="theme" onAction={theme.toggle}>
              {theme.isDark ? trans('Light mode') : trans('Dark mode')}
            </MenuItem>
          )}
          <MenuSeparator />
          <MenuItem id="logout" onAction={() => logout.mutate()}>
            {trans('Log out')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
