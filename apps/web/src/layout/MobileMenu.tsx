import type { MenuItem as MenuItemData } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { IconButton } from '@coffer/ui/IconButton';
import { Menu, MenuItem, MenuTrigger } from '@coffer/ui/Menu';
import { Popover } from '@coffer/ui/Popover';
import { menuItemLinkProps } from './use-menu-items';

/** The navbar menu's items behind a button, for small screens (loaded with the first one). */
export function MobileMenu({ items }: { items: MenuItemData[] }) {
  const { trans } = useTrans();
  return (
    <MenuTrigger>
      <IconButton aria-label={trans('Open menu')} variant="text">
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
