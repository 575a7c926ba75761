import type { MenuItem } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { type DragAndDropOptions, useDragAndDrop } from '@coffer/ui/DragAndDrop';
import { GridList, GridListItem } from '@coffer/ui/GridList';
import { Text } from '@coffer/ui/Text';
import { useMemo, useRef } from 'react';
import { moveItems } from './menu-values';

const ROW_HEIGHT = 52;

export interface MenuItemListProps {
  items: MenuItem[];
  /** The items in their new order, after a drag (mouse, touch or keyboard). */
  onReorder: (items: MenuItem[]) => void;
  /** Opens an item's editor. */
  onOpen: (index: number) => void;
}

/**
 * A menu's items in order: Enter (or a click) opens one; its drag handle (ArrowRight from
 * the row, then Enter) picks it up, the arrow keys choose where, Enter drops it.
 */
export function MenuItemList({ items, onReorder, onOpen }: MenuItemListProps) {
  const { trans } = useTrans();
  const latest = useRef({ items, onReorder });
  latest.current = { items, onReorder };
  // Stable options: new hooks would render the whole list again (the kit's note).
  const options = useMemo<DragAndDropOptions>(
    () => ({
      getItems: (keys) =>
        [...keys].map((key) => ({
          'text/plain': latest.current.items.find((item) => item.id === key)?.label ?? '',
        })),
      onReorder: ({ keys, target }) => {
        if (target.dropPosition === 'on') return;
        const { items, onReorder } = latest.current;
        onReorder(
          moveItems(items, new Set([...keys].map(String)), String(target.key), target.dropPosition),
        );
      },
    }),
    [],
  );
  const { dragAndDropHooks } = useDragAndDrop(options);
  return (
    <GridList
      aria-label={trans('Menu items')}
      items={items}
      dragAndDropHooks={dragAndDropHooks}
      rowHeight={ROW_HEIGHT}
      height={Math.min(Math.max(items.length, 1), 8) * ROW_HEIGHT + 2}
      onAction={(key) => onOpen(items.findIndex((item) => item.id === key))}
      renderEmptyState={() => (
        <Text as="p" tone="muted">
          {trans('No items yet.')}
        </Text>
      )}
    >
      {(item) => (
        <GridListItem id={item.id} textValue={item.label || item.action}>
          <Text size="sm" weight="medium">
            {item.label || trans('Untitled item')}
          </Text>{' '}
          <Text size="sm" tone="muted">
            {item.action}
          </Text>
        </GridListItem>
      )}
    </GridList>
  );
}
