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
            <Link variant="standalone" {...menuItemLinkProps(item)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
