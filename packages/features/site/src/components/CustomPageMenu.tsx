import { menuAtPosition, useBootstrap, useTrans, visibleMenuItems } from '@coffer/core';
import { Link } from '@coffer/ui/Link';
import { useMemo } from 'react';
import { CUSTOM_PAGE_MENU_POSITION } from '../messages';
import * as styles from './page.css';

/**
 * The admin's menu of custom pages (their own navbar position, `custom-page-navbar`), as a
 * row of links above the page; nothing when the admin placed none there.
 */
export function CustomPageMenu() {
  const { trans } = useTrans();
  const settings = useBootstrap((data) => data.settings);
  const user = useBootstrap((data) => data.user);
  const guestPermissions = useBootstrap((data) => data.guest_permissions);
  const items = useMemo(() => {
    const menu = menuAtPosition(settings, CUSTOM_PAGE_MENU_POSITION);
    return menu
      ? visibleMenuItems(menu, { settings, user, guest_permissions: guestPermissions })
      : [];
  }, [settings, user, guestPermissions]);
  if (items.length === 0) return null;
  return (
    <nav aria-label={trans('Pages')}>
      <ul className={styles.menu}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              variant="standalone"
              href={item.action}
              target={item.type === 'link' ? item.target : undefined}
              rel={item.target === '_blank' ? 'noreferrer' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
