import type { MenuItem } from '@coffer/contract';
import { useLinkPrefetch } from '@coffer/core';
import { Link } from '@coffer/ui/Link';
import { menuItemLinkProps, useMenuItems } from './use-menu-items';

export interface CustomMenuProps {
  /** The menu position (`navbar`, `footer`, `auth-page-footer`…). */
  position: string;
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Class of the list. */
  className?: string;
}

/** The admin's menu at a position as a row of links; nothing when it has no visible items. */
export function CustomMenu({ position, label, className }: CustomMenuProps) {
  const items = useMenuItems(position);
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={className}>
        {items.map((item) => (
          <li key={item.id}>
            <MenuLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A menu item's link, which fetches its page on intent (spec §9) when it is one of ours. */
function MenuLink({ item }: { item: MenuItem }) {
  const intent = useLinkPrefetch(item.type === 'link' ? undefined : item.action);
  return (
    <Link variant="standalone" {...menuItemLinkProps(item)} {...intent}>
      {item.label}
    </Link>
  );
}
