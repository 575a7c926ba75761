import type { DropTarget, DropTargetDelegate } from 'react-aria/useDroppableCollection';
import type { useGridList } from 'react-aria/useGridList';
import type { Key } from 'react-stately';
import type { ArrayCollection } from './ArrayCollection';

export type KeyboardDelegate = NonNullable<Parameters<typeof useGridList>[0]['keyboardDelegate']>;

/**
 * Arrow keys, Home/End, Page Up/Down and type-ahead over a virtual grid, by index arithmetic:
 * `lanes` items per row (1 for a table), `pageRows` rows per viewful. React Aria's
 * `ListKeyboardDelegate` measures rendered elements for pages and columns, which a virtual
 * list has only for the rows in view.
 */
export class IndexKeyboardDelegate<T> implements KeyboardDelegate {
  constructor(
    private readonly collection: ArrayCollection<T>,
    private readonly lanes: number,
    private readonly pageRows: number,
    private readonly direction: 'ltr' | 'rtl',
    private readonly collator: Intl.Collator,
    private readonly disabledKeys: Set<Key>,
  ) {}

  private enabledFrom(index: number, step: number): Key | null {
    for (let i = index; i >= 0 && i < this.collection.size; i += step) {
      const key = this.collection.keyAt(i);
      if (key != null && !this.disabledKeys.has(key)) return key;
      if (Math.abs(step) > 1) return null;
    }
    return null;
  }

  private move(key: Key, by: number): Key | null {
    const index = this.collection.indexOf(key);
    if (index < 0) return null;
    const target = index + by;
    if (target < 0 || target >= this.collection.size) return null;
    return this.enabledFrom(target, by > 0 ? 1 : -1);
  }

  getKeyBelow(key: Key): Key | null {
    return this.move(key, this.lanes);
  }

  getKeyAbove(key: Key): Key | null {
    return this.move(key, -this.lanes);
  }

  getKeyRightOf(key: Key): Key | null {
    if (this.lanes === 1) return null;
    return this.move(key, this.direction === 'rtl' ? -1 : 1);
  }

  getKeyLeftOf(key: Key): Key | null {
    if (this.lanes === 1) return null;
    return this.move(key, this.direction === 'rtl' ? 1 : -1);
  }

  getFirstKey(): Key | null {
    return this.enabledFrom(0, 1);
  }

  getLastKey(): Key | null {
    return this.enabledFrom(this.collection.size - 1, -1);
  }

  getKeyPageBelow(key: Key): Key | null {
    const index = this.collection.indexOf(key);
    if (index < 0) return null;
    const target = Math.min(this.collection.size - 1, index + this.pageRows * this.lanes);
    return this.enabledFrom(target, -1);
  }

  getKeyPageAbove(key: Key): Key | null {
    const index = this.collection.indexOf(key);
    if (index < 0) return null;
    const target = Math.max(0, index - this.pageRows * this.lanes);
    return this.enabledFrom(target, 1);
  }

  /** The next item (after `fromKey`, wrapping) whose text starts with `search`. */
  getKeyForSearch(search: string, fromKey?: Key | null): Key | null {
    const size = this.collection.size;
    if (size === 0) return null;
    const start = fromKey == null ? 0 : Math.max(0, this.collection.indexOf(fromKey));
    for (let n = 0; n < size; n++) {
      const index = (start + n) % size;
      const node = this.collection.nodeAt(index);
      if (!node || this.disabledKeys.has(node.key)) continue;
      const prefix = node.textValue.slice(0, search.length);
      if (this.collator.compare(prefix, search) === 0) return node.key;
    }
    return null;
  }
}

/**
 * Where a pointer drag is over a virtual grid: the row under the point (O(1), from the
 * document), dropped on when the collection accepts it there, else the grid itself. React
 * Aria's `ListDropTargetDelegate` lists every item of the collection on each move.
 */
export class RowDropTargetDelegate implements DropTargetDelegate {
  constructor(
    private readonly grid: { current: HTMLElement | null },
    /** The item key a row's `data-key` attribute stands for. */
    private readonly keyOf: (dataKey: string) => Key | null,
  ) {}

  getDropTargetFromPoint(
    x: number,
    y: number,
    isValidDropTarget: (target: DropTarget) => boolean,
  ): DropTarget {
    const grid = this.grid.current;
    if (!grid) return { type: 'root' };
    // The points are relative to the grid's box.
    const box = grid.getBoundingClientRect();
    const element = grid.ownerDocument.elementFromPoint(box.left + x, box.top + y);
    const row = element?.closest<HTMLElement>('[role="row"][data-key]');
    const key = row && grid.contains(row) ? this.keyOf(row.dataset.key ?? '') : null;
    if (key != null) {
      const target: DropTarget = { type: 'item', key, dropPosition: 'on' };
      if (isValidDropTarget(target)) return target;
    }
    return { type: 'root' };
  }
}
