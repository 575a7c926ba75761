import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Tag as AriaTag, type TagProps as AriaTagProps } from 'react-aria-components/TagGroup';
import * as styles from './tagGroup.css';

export interface TagProps extends Omit<AriaTagProps, 'children' | 'className' | 'style'> {
  /** The tag's content. */
  children: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * One tag of a `TagGroup`. When the group has `onRemove` it shows a remove button,
 * which screen readers announce as "Remove" with the tag's text.
 */
export function Tag({ children, className, textValue, ...props }: TagProps) {
  return (
    <AriaTag
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={[styles.tag, className].filter(Boolean).join(' ')}
    >
      {({ allowsRemoving }) => (
        <>
          {children}
          {allowsRemoving && (
            <Button slot="remove" className={styles.remove}>
              <X size={14} aria-hidden="true" focusable="false" />
            </Button>
          )}
        </>
      )}
    </AriaTag>
  );
}

/** A chip is a tag by another name: use it for removable values such as recipients or filters. */
export const Chip = Tag;
export type ChipProps = TagProps;
