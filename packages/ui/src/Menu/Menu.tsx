import { Check, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  type MenuSectionProps as AriaMenuSectionProps,
  Header,
  Keyboard,
  MenuTrigger,
  type MenuTriggerProps,
  Separator,
  SubmenuTrigger,
  type SubmenuTriggerProps,
  Text,
} from 'react-aria-components/Menu';
import * as styles from './menu.css';

export { MenuTrigger, type MenuTriggerProps, SubmenuTrigger, type SubmenuTriggerProps };

export const menuItemVariants = ['default', 'danger'] as const;
export type MenuItemVariant = (typeof menuItemVariants)[number];

export interface MenuProps<T> extends Omit<AriaMenuProps<T>, 'className' | 'style'> {
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A list of actions. Put it in a `Popover` inside a `MenuTrigger` (or a `ContextMenu`);
 * arrows move, Enter or Space runs an item, typing jumps to an item, Escape closes.
 */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return (
    <AriaMenu {...props} className={className ? `${styles.menu} ${className}` : styles.menu} />
  );
}

export interface MenuItemProps<T>
  extends Omit<AriaMenuItemProps<T>, 'className' | 'style' | 'children'> {
  /** The label. */
  children: ReactNode;
  /** Icon before the label (give lucide icons `aria-hidden`). */
  icon?: ReactNode;
  /** Keyboard shortcut shown at the end, e.g. `⌘C`. */
  shortcut?: string;
  /**
   * `danger` colours destructive actions.
   * @default 'default'
   */
  variant?: MenuItemVariant;
}

/** One action in a `Menu`; shows a check when selected and a chevron when it opens a submenu. */
export function MenuItem<T extends object>({
  children,
  icon,
  shortcut,
  variant = 'default',
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-variant={variant}
      className={styles.item}
    >
      {({ isSelected, selectionMode, hasSubmenu }) => (
        <>
          {selectionMode !== 'none' && (
            <span className={styles.icon}>
              {isSelected && <Check aria-hidden="true" size={16} />}
            </span>
          )}
          {icon && <span className={styles.icon}>{icon}</span>}
          <Text slot="label" className={styles.itemLabel}>
            {children}
          </Text>
          {shortcut && <Keyboard className={styles.shortcut}>{shortcut}</Keyboard>}
          {hasSubmenu && (
            <ChevronRight aria-hidden="true" size={16} className={styles.submenuChevron} />
          )}
        </>
      )}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T>
  extends Omit<AriaMenuSectionProps<T>, 'className' | 'style' | 'children' | 'items'> {
  /** The section's `MenuItem`s. */
  children: ReactNode;
  /** Heading shown above the section's items; it names the group. */
  title?: ReactNode;
}

/** A group of related items, optionally with a heading. */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props}>
      {title && <Header className={styles.sectionHeader}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
