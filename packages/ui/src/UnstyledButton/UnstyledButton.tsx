import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';

export interface UnstyledButtonProps extends AriaButtonProps {}

/**
 * A button with the kit's press, hover and focus handling but no look of its own, for a
 * control whose feature owns its appearance (a menu trigger showing an avatar, an entry of a
 * list). `className` and `style` may be functions of its state (`isHovered`, `isPressed`,
 * `isFocusVisible`, …); its element carries the same states as data attributes. Anything that
 * looks like a button is `Button` or `IconButton`.
 */
export function UnstyledButton(props: UnstyledButtonProps) {
  return <AriaButton {...props} />;
}
