import type { ReactNode } from 'react';
import {
  DropZone as AriaDropZone,
  type DropZoneProps as AriaDropZoneProps,
} from 'react-aria-components/DropZone';
import { Text } from 'react-aria-components/Text';
import {
  type DirectoryDropItem,
  type FileDropItem,
  isDirectoryDropItem,
  isFileDropItem,
} from 'react-aria-components/useDragAndDrop';
import * as styles from './dropZone.css';

export interface DropZoneProps extends Omit<AriaDropZoneProps, 'className' | 'style' | 'children'> {
  /** What the zone is for ("Drop files to upload"); also its accessible name. */
  label: ReactNode;
  /**
   * Called with the files and folders dropped (or pasted) here; other dropped things
   * (text, links) are ignored. A folder item lists its contents with `getEntries()`.
   */
  onDropFiles?: (items: Array<FileDropItem | DirectoryDropItem>) => void;
  /** Extra content under the label, such as a `FileTrigger`. */
  children?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * An area that accepts files and folders dragged from the desktop, or pasted. It
 * highlights while something is dragged over it (`data-drop-target`).
 */
export function DropZone({
  label,
  onDropFiles,
  onDrop,
  children,
  className,
  ...props
}: DropZoneProps) {
  return (
    <AriaDropZone
      {...props}
      onDrop={(e) => {
        onDrop?.(e);
        const items = e.items.filter(
          (item): item is FileDropItem | DirectoryDropItem =>
            isFileDropItem(item) || isDirectoryDropItem(item),
        );
        if (items.length > 0) onDropFiles?.(items);
      }}
      className={className ? `${styles.dropZone} ${className}` : styles.dropZone}
    >
      <Text slot="label" className={styles.label}>
        {label}
      </Text>
      {children}
    </AriaDropZone>
  );
}
