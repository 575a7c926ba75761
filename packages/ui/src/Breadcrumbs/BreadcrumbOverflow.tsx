import { Ellipsis } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Key } from 'react-aria-components/Breadcrumbs';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { Button } from '../Button/Button';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
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
  const strings = useKitStrings();
  const [isOpen, setOpen] = useState(false);
  // Opened after the button has taken focus, so that closing the menu gives it back there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only.
  useEffect(() => {
    if (defaultOpen) setOpen(true);
  }, []);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        variant="text"
        size="sm"
        aria-label={strings.format('showHiddenFolders')}
        autoFocus={autoFocus}
      >
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
