import type { Key } from 'react-aria-components/Table';
import { LayoutInfo, Rect, TableLayout } from 'react-aria-components/Virtualizer';

/** react-stately's collection `Node` (not exported by react-aria-components). */
type Node = NonNullable<ReturnType<Collection['getItem']>>;
type Collection = NonNullable<TableLayout<unknown>['virtualizer']>['collection'];

/** Shape of react-stately's (unexported) `LayoutNode`. */
interface LayoutNode {
  node?: Node;
  layoutInfo: LayoutInfo;
  children?: LayoutNode[];
  validRect: Rect;
  index?: number;
}

/** The rows of one body (or footer) in order, with each row's position. */
interface RowGroup {
  /** The rows in order; a trailing load-more sentinel may follow them (at `count`). */
  rows: readonly Node[];
  count: number;
  /** A row's position, from its own `index` (no map of every row per collection). */
  indexOf: (key: Key) => number | undefined;
  /** A load-more sentinel after the last row (`TableLoadMoreItem`). */
  loader: Node | null;
}

/**
 * react-aria's `TableLayout`, with layout work proportional to the rows in view instead of
 * to the whole table when every row has the fixed `rowHeight`.
 *
 * The stock layout walks every row of the body on each scroll step, keeps everything it
 * has ever laid out (the union of all scrolled areas) and lays out the whole table when a
 * key outside it is asked for (Home/End, PageDown): with 10,000 rows that is most of each
 * frame. With fixed row heights a row's position is `index × rowHeight`, so this layout
 * builds only the rows in the requested area plus the persisted ones (the focused row
 * stays in the DOM), and `getLayoutInfo` places any other row directly. Bodies holding
 * anything but plain rows and a trailing load-more sentinel (nested rows) use the stock
 * path.
 */
export class FixedRowTableLayout extends TableLayout<unknown> {
  private groupsByCollection = new WeakMap<object, Map<Key, RowGroup | null>>();
  /** Rows of the last build, by key: these carry a valid `index` for persisted rows. */
  private builtRows = new Set<Key>();
  private scrollY = 0;
  private previousScrollY = 0;

  protected override buildRowGroup(y: number, node: Node): LayoutNode {
    const group = this.rowGroup(node);
    const step = this.rowStep();
    if (!group || step == null || group.count === 0) {
      return super.buildRowGroup(y, node as never) as LayoutNode;
    }
    const { rows, count } = group;
    const first = clamp(Math.floor((this.requestedRect.y - y) / step), 0, count);
    const end = clamp(Math.ceil((this.requestedRect.maxY - y) / step), first, count);
    const indices = new Set<number>();
    for (let i = first; i < end; i++) indices.add(i);
    for (const index of this.persistedRowIndices(group)) indices.add(index);

    const children: LayoutNode[] = [];
    let width = 0;
    for (const index of [...indices].sort((a, b) => a - b)) {
      const row = rows[index] as Node;
      const child = this.buildChild(row, this.padding, y + index * step, node.key) as LayoutNode;
      child.layoutInfo.parentKey = node.key;
      child.index = children.length;
      width = Math.max(width, child.layoutInfo.rect.width);
      children.push(child);
      this.builtRows.add(row.key);
    }

    let height = count * step - this.gap;
    if (group.loader) {
      // Always laid out, so that reaching it can ask for the next page.
      const loader = this.buildChild(group.loader, this.padding, y + count * step, node.key);
      loader.layoutInfo.parentKey = node.key;
      (loader as LayoutNode).index = children.length;
      children.push(loader as LayoutNode);
      height += this.gap + loader.layoutInfo.rect.height;
    }
    // The group's box counts every row, laid out or not.
    const rect = new Rect(this.padding, y, width, height);
    const layoutInfo = new LayoutInfo('rowgroup', node.key, rect);
    return { layoutInfo, children, validRect: rect.intersection(this.requestedRect), node };
  }

  protected override buildCollection(): LayoutNode[] {
    this.builtRows = new Set();
    const nodes = super.buildCollection() as LayoutNode[];
    if (this.lastCollection && this.isFixedRowTable()) this.forgetRowsOutOfView();
    return nodes;
  }

  /**
   * Drops the layout of rows (and their cells) not built in this pass. They are out of
   * view, and `getLayoutInfo` places any row again on demand, so the layout nodes stay as
   * few as the rows in view instead of growing with every row scrolled past. The stock
   * `update` then walks every key of the previous collection (rows and cells: 50,000 for a
   * 10,000-row table) to drop the layout of deleted items; with only these nodes left, none
   * of them belongs to a deleted item, so that walk is skipped.
   */
  private forgetRowsOutOfView(): void {
    const collection = this.tableCollection();
    for (const [key, node] of this.layoutNodes) {
      const { type, parentKey } = node.layoutInfo;
      const row = type === 'row' ? key : type === 'cell' ? parentKey : null;
      if ((row != null && !this.builtRows.has(row)) || !collection.getItem(key)) {
        this.layoutNodes.delete(key);
      }
    }
    this.lastCollection = collection as never;
  }

  override getVisibleLayoutInfos(rect: Rect): LayoutInfo[] {
    const visible = this.virtualizer?.visibleRect;
    if (visible && visible.y !== this.scrollY) {
      this.previousScrollY = this.scrollY;
      this.scrollY = visible.y;
    }
    // When the view moved by more than its height since the last frame (a fling, a wheel
    // spin), the next frame will jump as far: rows rendered past the view as overscan would
    // be replaced before anyone saw them, so skip them.
    const jump = Math.abs(this.scrollY - this.previousScrollY);
    if (visible && rect.height > 1 && jump > visible.height && this.isFixedRowTable()) {
      return super.getVisibleLayoutInfos(rect.intersection(visible));
    }
    return super.getVisibleLayoutInfos(rect);
  }

  protected override layoutIfNeeded(rect: Rect): void {
    if (!this.lastCollection || !this.isFixedRowTable()) {
      super.layoutIfNeeded(rect);
      return;
    }
    if (this.requestedRect.containsRect(rect) && !this.isPersistedRowMissing()) return;
    // Lay out what is asked for now, not the union of everything scrolled past; a one-pixel
    // probe (drop targets) only extends the current area.
    this.requestedRect = rect.height > 1 ? rect.copy() : this.requestedRect.union(rect);
    this.rootNodes = this.buildCollection();
    // Rows have fixed heights, so nothing laid out since the last invalidation has moved:
    // rows still in view keep their layout (and their rendered style) on the next step.
    this.validRect = this.validRect.union(this.requestedRect);
  }

  override getLayoutInfo(key: Key): LayoutInfo | null {
    const placed = this.isFixedRowTable() ? this.placeRow(key) : false;
    if (placed) return this.layoutNodes.get(key)?.layoutInfo ?? null;
    return super.getLayoutInfo(key);
  }

  /** Lays out the row holding `key` (a row or a cell) where it belongs; false if not a body row. */
  private placeRow(key: Key): boolean {
    const collection = this.tableCollection();
    const item = collection.getItem(key);
    const row =
      item?.type === 'cell' && item.parentKey != null ? collection.getItem(item.parentKey) : item;
    if (row?.type !== 'item' || row.parentKey == null) return false;
    const parent = collection.getItem(row.parentKey);
    const group = parent ? this.rowGroup(parent as Node) : null;
    const index = group?.indexOf(row.key);
    const groupInfo = this.layoutNodes.get(row.parentKey)?.layoutInfo;
    const step = this.rowStep();
    if (index == null || !groupInfo || step == null) return false;
    if (!this.builtRows.has(row.key)) {
      this.buildChild(row as Node, this.padding, groupInfo.rect.y + index * step, row.parentKey);
    }
    return true;
  }

  private persistedRowIndices(group: RowGroup): number[] {
    const collection = this.tableCollection();
    const indices: number[] = [];
    for (const key of this.virtualizer?.persistedKeys ?? []) {
      const item = collection.getItem(key);
      const rowKey = item?.type === 'cell' ? item.parentKey : key;
      const index = rowKey == null ? undefined : group.indexOf(rowKey);
      if (index != null) indices.push(index);
    }
    return indices;
  }

  private isPersistedRowMissing(): boolean {
    const collection = this.tableCollection();
    for (const key of this.virtualizer?.persistedKeys ?? []) {
      const item = collection.getItem(key);
      const rowKey = item?.type === 'cell' ? item.parentKey : item?.type === 'item' ? key : null;
      if (rowKey != null && !this.builtRows.has(rowKey)) return true;
    }
    return false;
  }

  private isFixedRowTable(): boolean {
    if (this.rowStep() == null) return false;
    for (const node of this.tableCollection()) {
      if (
        (node.type === 'tablebody' || node.type === 'tablefooter') &&
        !this.rowGroup(node as Node)
      ) {
        return false;
      }
    }
    return true;
  }

  private rowStep(): number | null {
    return this.rowHeight == null ? null : this.rowHeight + this.gap;
  }

  /** The group's rows, computed once per collection; null when it holds more than plain rows. */
  private rowGroup(node: Node): RowGroup | null {
    const collection = this.tableCollection();
    let groups = this.groupsByCollection.get(collection);
    if (!groups) {
      groups = new Map();
      this.groupsByCollection.set(collection, groups);
    }
    let group = groups.get(node.key);
    if (group === undefined) {
      group = collectRows(collection, node.key);
      groups.set(node.key, group);
    }
    return group;
  }

  private tableCollection(): Collection {
    return (this.virtualizer as NonNullable<typeof this.virtualizer>).collection;
  }
}

/**
 * The group's rows, or null when it holds more than plain rows followed by at most one
 * load-more sentinel. Called once per collection (a page appended makes a new one), so it
 * allocates nothing in proportion to the rows: it reuses the collection's `rows` array when
 * it can, and a row's position is its node's `index` among the group's children.
 */
function collectRows(collection: Collection, groupKey: Key): RowGroup | null {
  // A table of one body: its rows are the collection's `rows` array (built on each commit),
  // far cheaper to walk than the body's children one key lookup at a time.
  const all = (collection as { rows?: Node[] }).rows;
  const children =
    all && all.length > 0 && all.every((row) => row.parentKey === groupKey)
      ? all
      : [...(collection.getChildren?.(groupKey) ?? [])];
  let count = 0;
  let loader: Node | null = null;
  for (const child of children) {
    if (child.type === 'loader' && !loader) {
      loader = child;
      continue;
    }
    // Nested (tree) rows are flattened into the body, rows after a loader have no fixed
    // position, and a row's `index` must be its position for `indexOf`.
    if (child.type !== 'item' || child.parentKey !== groupKey || loader || child.index !== count) {
      return null;
    }
    count++;
  }
  const indexOf = (key: Key) => {
    const row = collection.getItem(key);
    return row?.type === 'item' && children[row.index] === row ? row.index : undefined;
  };
  return { rows: children, count, indexOf, loader };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
