import { Text as AriaText } from 'react-aria-components/Text';
import type { TextProps } from '../Text/Text';
import { text } from '../Text/text.css';

/** The text's look, as `Text` takes it, and the slot it fills. */
export interface SlotTextProps
  extends Pick<TextProps, 'as' | 'size' | 'tone' | 'weight' | 'truncate' | 'children'> {
  /**
   * The part of its React Aria parent this text is: `description` in a `GridListItem` (read
   * after the item's name), `label` or `description` in a list box option or menu item,
   * `label` in a drop zone. The parent gives the text an id and points its
   * `aria-labelledby` or `aria-describedby` at it.
   */
  slot: string;
  /** Extra class for layout by the caller (or to hide it visually and keep it announced). */
  className?: string;
}

/**
 * `Text` that fills a named slot of a React Aria parent, which links it to itself by id: a
 * list item's description is then read with the item. Plain `Text` stays out of React Aria's
 * slots: a parent with slots throws on slotted text that names none.
 */
export function SlotText({
  as = 'span',
  size = 'md',
  tone = 'default',
  weight = 'regular',
  truncate = false,
  className,
  ...props
}: SlotTextProps) {
  const recipeClass = text({ size, tone, weight, truncate });
  return (
    <AriaText
      {...props}
      elementType={as}
      className={className ? `${recipeClass} ${className}` : recipeClass}
    />
  );
}
