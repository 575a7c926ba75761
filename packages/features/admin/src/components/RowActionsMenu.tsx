import { useTrans } from '@coffer/core';
import { IconButton } from '@coffer/ui/IconButton';
import { Menu, type MenuProps, MenuTrigger } from '@coffer/ui/Menu';
import { Popover } from '@coffer/ui/Popover';
import { MoreVertical } from 'lucide-react';
import { type Key, type ReactNode, useRef } from 'react';
import * as styles from './admin.css';

export interface RowActionsMenuProps {
  /** The row's name: the button and the menu are "Actions for {name}". */
  name: string;
  disabledKeys?: MenuProps<object>['disabledKeys'];
  /**
   * An item was chosen. `trigger` is the row's button, for a screen that opens something
   * over the page and gives focus back to it when that closes.
   */
  onAction: (key: Key, trigger: HTMLElement | null) => void;
  /** The menu's items (MenuItem). */
  children: ReactNode;
}

/** A table row's actions: a small "more" button opening the row's menu below its end. */
export function RowActionsMenu({ name, disabledKeys, onAction, children }: RowActionsMenuProps) {
  const { trans } = useTrans();
  const label = trans('Actions for {name}', { name });
  const wrapper = useRef<HTMLSpanElement>(null);
  return (
    <MenuTrigger>
      <span ref={wrapper} className={styles.rowActionsTrigger}>
        <IconButton aria-label={label} size="sm">
          <MoreVertical aria-hidden="true" size={18} />
        </IconButton>
      </span>
      <Popover placement="bottom end">
        <Menu
          aria-label={label}
          disabledKeys={disabledKeys}
          onAction={(key) => onAction(key, wrapper.current?.querySelector('button') ?? null)}
        >
          {children}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
