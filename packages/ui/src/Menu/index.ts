/** The id of a menu item, as `onAction` hands it over. */
export type { Key } from 'react-aria-components/Menu';
export {
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuItemVariant,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
  MenuTrigger,
  type MenuTriggerProps,
  menuItemVariants,
  SubmenuTrigger,
  type SubmenuTriggerProps,
} from './Menu';
