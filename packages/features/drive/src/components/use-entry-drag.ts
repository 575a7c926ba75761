import type { FileEntry } from '@coffer/contract';
import {
  type DragAndDropHooks,
  type DragAndDropOptions,
  type DropItem,
  isTextDropItem,
  useDragAndDrop,
} from '@coffer/ui/DragAndDrop';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { coarsePointerQuery, shareMediaQueryLists } from './shared-media-queries';

/** Drag data type of drive entries (their ids as JSON). */
export const ENTRY_DRAG_TYPE = 'application/x-coffer-entries';

/** Reads dragged entry ids from drop items (other drags give none). */
export async function draggedIds(items: DropItem[]): Promise<number[]> {
  const ids: number[] = [];
  for (const item of items) {
    if (isTextDropItem(item) && item.types.has(ENTRY_DRAG_TYPE)) {
      ids.push(...(JSON.parse(await item.getText(ENTRY_DRAG_TYPE)) as number[]));
    }
  }
  return ids;
}

/**
 * Drag entries onto a folder of the view to move them there. Dragging a selected entry
 * drags the whole selection; only folders (not among the dragged) accept the drop.
 *
 * The hooks keep their identity across renders (the callbacks read the latest entries and
 * `onMove` through a ref): React Aria's `useDragAndDrop` makes new hooks for new options,
 * and new hooks render the whole table again.
 */
export function useEntryDrag(
  entries: FileEntry[],
  onMove: (entries: FileEntry[], destination: FileEntry) => void,
  enabled: boolean,
): DragAndDropHooks | undefined {
  // React Aria asks this query again on every render of every draggable row.
  useState(() => shareMediaQueryLists([coarsePointerQuery]));
  const latest = useRef({ entries, onMove });
  useLayoutEffect(() => {
    latest.current = { entries, onMove };
  });
  const options = useMemo<DragAndDropOptions>(() => {
    const byKey = (key: unknown) =>
      latest.current.entries.find((e) => String(e.id) === String(key));
    return {
      getItems: (keys) => {
        const dragged = [...keys].map(byKey).filter((e): e is FileEntry => !!e);
        return [
          {
            [ENTRY_DRAG_TYPE]: JSON.stringify(dragged.map((e) => e.id)),
            'text/plain': dragged.map((e) => e.name).join('\n'),
          },
        ];
      },
      acceptedDragTypes: [ENTRY_DRAG_TYPE],
      getDropOperation: (target) =>
        target.type === 'item' &&
        target.dropPosition === 'on' &&
        byKey(target.key)?.type === 'folder'
          ? 'move'
          : 'cancel',
      onItemDrop: async (event) => {
        const destination = byKey(event.target.key);
        if (!destination) return;
        const ids = new Set(await draggedIds(event.items));
        const moving = latest.current.entries.filter(
          (e) => ids.has(e.id) && e.id !== destination.id,
        );
        if (moving.length > 0) latest.current.onMove(moving, destination);
      },
    };
  }, []);
  const { dragAndDropHooks } = useDragAndDrop(options);
  return enabled ? dragAndDropHooks : undefined;
}
