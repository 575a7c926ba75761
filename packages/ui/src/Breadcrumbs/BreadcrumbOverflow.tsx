import { Ellipsis } from 'lucide-react';
import type { Key } from 'react-aria-components/Breadcrumbs';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { Button } from '../Button/Button';
import type { BreadcrumbItem } from './Breadcrumbs';
import * as styles from './breadcrumbs.css';

interface BreadcrumbOverflowProps {
  items: BreadcrumbItem[];
  onAction?: (id: Key) => void;
  /** Open at once (the placeholder was pressed while this code loaded). */
  defaultOpen?: boolean;
  /** Take focus at once (the placeholder had it). */
  autoFocus?: boolean;
}

/** The "…" button of a collapsed path: opens a menu of the hidden crumbs. */
export function BreadcrumbOverflow({
  items,
  onAction,
  defaultOpen,
  autoFocus,
}: BreadcrumbOverflowProps) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button variant="text" size="sm" aria-label="Show hidden folders" autoFocus={autoFocus}>
        <Ellipsis size={16} aria-hidden="true" />
      </Button>
      <Popover className={styles.popover} placement="bottom start" containerPadding={16}>
        <Menu className={styles.menu} items={items} onAction={(id) => onAction?.(id)}>
          {(item) => (
            <MenuItem id={item.id} href={item.href} className={styles.menuItem}>
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
