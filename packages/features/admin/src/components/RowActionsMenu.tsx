import { useTrans } from '@coffer/core';
import { IconButton } from '@coffer/ui/IconButton';
import { Menu, type MenuProps, MenuTrigger } from '@coffer/ui/Menu';
import { Popover } from '@coffer/ui/Popover';
import { MoreVertical } from 'lucide-react';
import type { ReactNode } from 'react';

export interface RowActionsMenuProps {
  /** The row's name: the button and the menu are "Actions for {name}". */
  name: string;
  disabledKeys?: MenuProps<object>['disabledKeys'];
  onAction: NonNullable<MenuProps<object>['onAction']>;
  /** The menu's items (MenuItem). */
  children: ReactNode;
}

/** A table row's actions: a small "more" button opening the row's menu below its end. */
export function RowActionsMenu({ name, disabledKeys, onAction, children }: RowActionsMenuProps) {
  const { trans } = useTrans();
  const label = trans('Actions for {name}', { name });
  return (
    <MenuTrigger>
      <IconButton aria-label={label} size="sm">
        <MoreVertical aria-hidden="true" size={18} />
      </IconButton>
      <Popover placement="bottom end">
        <Menu aria-label={label} disabledKeys={disabledKeys} onAction={onAction}>
          {children}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
