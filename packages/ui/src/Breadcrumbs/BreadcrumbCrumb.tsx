import { useRef } from 'react';
import { Link } from 'react-aria-components/Link';
import type { DropItem } from 'react-aria-components/useDragAndDrop';
import { useDrop } from 'react-aria-components/useDrop';
import type { BreadcrumbItem } from './Breadcrumbs';
import * as styles from './breadcrumbs.css';

interface BreadcrumbCrumbProps {
  item: BreadcrumbItem;
  onDropItems?: (id: BreadcrumbItem['id'], items: DropItem[]) => void;
}

/** One crumb: a link that, given `onDropItems`, sits inside a drop target. */
export function BreadcrumbCrumb({ item, onDropItems }: BreadcrumbCrumbProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref,
    isDisabled: !onDropItems,
    getDropOperation: () => 'move',
    onDrop: (e) => onDropItems?.(item.id, e.items),
  });
  const link = (
    <Link href={item.href} className={styles.link}>
      {item.label}
    </Link>
  );
  if (!onDropItems) return link;
  // Link forwards no drag events, so the drop target wraps it; tabIndex -1 lets a keyboard
  // drag (react-aria moves focus between drop targets) land here without adding a tab stop.
  return (
    <span
      {...dropProps}
      ref={ref}
      tabIndex={-1}
      className={styles.dropTarget}
      data-drop-target={isDropTarget || undefined}
    >
      {link}
    </span>
  );
}
