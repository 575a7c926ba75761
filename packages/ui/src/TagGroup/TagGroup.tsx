import type { ReactNode } from 'react';
import { Label } from 'react-aria-components/Label';
import {
  TagGroup as AriaTagGroup,
  type TagGroupProps as AriaTagGroupProps,
  TagList,
  type TagListProps,
} from 'react-aria-components/TagGroup';
import { Text } from 'react-aria-components/Text';
import * as styles from './tagGroup.css';

export interface TagGroupProps<T extends object>
  extends Omit<AriaTagGroupProps, 'children' | 'className' | 'style'> {
  /** Visible label. Without it, pass `aria-label`. */
  label?: string;
  /** Help text under the tags. */
  description?: string;
  /** Tags as data; then `children` is a function from an item to a `Tag`. */
  items?: Iterable<T>;
  /** `Tag` elements, or a function that renders one per item. */
  children: ReactNode | ((item: T) => ReactNode);
  /** What to show when there are no tags, e.g. "No labels". */
  renderEmptyState?: TagListProps<T>['renderEmptyState'];
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A set of tags (chips) navigated with the arrow keys as one tab stop. Pass `onRemove`
 * to make tags removable: each gets a remove button, and Delete or Backspace removes
 * the focused tag. Supports selection through `selectionMode`.
 */
export function TagGroup<T extends object>({
  label,
  description,
  items,
  children,
  renderEmptyState,
  className,
  ...props
}: TagGroupProps<T>) {
  return (
    <AriaTagGroup {...props} className={[styles.group, className].filter(Boolean).join(' ')}>
      {label && <Label className={styles.label}>{label}</Label>}
      <TagList items={items} renderEmptyState={renderEmptyState} className={styles.list}>
        {children}
      </TagList>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
    </AriaTagGroup>
  );
}
