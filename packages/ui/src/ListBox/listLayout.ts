import type { Key } from 'react-aria-components/ListBox';
import { type LayoutInfo, ListLayout, type Rect, Size } from 'react-aria-components/Virtualizer';

/** react-stately's collection `Node` (not exported by react-aria-components). */
type Node = NonNullable<ReturnType<Collection['getItem']>>;
type Collection = NonNullable<ListLayout<unknown>['virtualizer']>['collection'];

/** Shape of react-stately's (unexported) `LayoutNode`. */
interface LayoutNode {
  node?: Node;
  layoutInfo: LayoutInfo;
  children?: LayoutNode[];
  validRect: Rect;
  index?: number;
}

/** The collection's items in order, with each item's position. */
interface Items {
  items: Node[];
  indexOf: Map<Key, number>;
}

/**
 * react-aria's `ListLayout`, with layout work proportional to the items in view instead of
 * to the whole list, for a vertical list of plain items that all have the fixed row size.
 *
 * The stock layout copies the whole collection into an array on each scroll step, keeps
 * everything it has ever laid out and lays out the whole list when a key outside it is
 * asked for (End, PageDown). Here an item's position is `index × row size`: only the items
 * in the requested area and the persisted ones (the focused item stays in the DOM) are
 * built, and `getLayoutInfo` places any other item directly. Lists with sections, loaders
 * or estimated sizes use the stock path.
 */
export class FixedRowListLayout extends ListLayout<unknown> {
  private itemsByCollection = new WeakMap<object, Items | null>();
  /** Items of the last build: these are the root nodes the virtualizer renders. */
  private builtItems = new Set<Key>();

  protected override buildCollection(offset: number = this.padding): LayoutNode[] {
    const items = this.plainItems();
    const step = this.rowStep();
    if (!items || step == null) {
      this.builtItems = new Set();
      return super.buildCollection(offset) as LayoutNode[];
    }
    const count = items.items.length;
    const first = clamp(Math.floor((this.requestedRect.y - offset) / step), 0, count);
    const end = clamp(Math.ceil((this.requestedRect.maxY - offset) / step), first, count);
    const indices = new Set<number>();
    for (let i = first; i < end; i++) indices.add(i);
    for (const key of this.virtualizer?.persistedKeys ?? []) {
      const index = items.indexOf.get(key);
      if (index != null) indices.add(index);
    }

    this.builtItems = new Set();
    const nodes: LayoutNode[] = [];
    for (const index of [...indices].sort((a, b) => a - b)) {
      const item = items.items[index] as Node;
      nodes.push(this.buildChild(item, this.padding, offset + index * step, null) as LayoutNode);
      this.builtItems.add(item.key);
    }
    const height = count === 0 ? 0 : offset + count * step - this.gap + this.padding;
    this.contentSize = new Size(this.virtualizer?.size.width ?? 0, height);
    return nodes;
  }

  protected override layoutIfNeeded(rect: Rect): void {
    if (!this.lastCollection || !this.plainItems() || this.rowStep() == null) {
      super.layoutIfNeeded(rect);
      return;
    }
    if (this.requestedRect.containsRect(rect) && !this.isPersistedItemMissing()) return;
    // Lay out what is asked for now, not the union of everything scrolled past; a one-pixel
    // probe (drop targets) only extends the current area.
    this.requestedRect = rect.height > 1 ? rect.copy() : this.requestedRect.union(rect);
    this.rootNodes = this.buildCollection();
    // Rows have a fixed size, so nothing laid out since the last invalidation has moved:
    // items still in view keep their layout (and their rendered style) on the next step.
    this.validRect = this.validRect.union(this.requestedRect);
  }

  override getLayoutInfo(key: Key): LayoutInfo | null {
    const items = this.lastCollection ? this.plainItems() : null;
    const step = this.rowStep();
    const index = items?.indexOf.get(key);
    if (!items || step == null || index == null) return super.getLayoutInfo(key);
    if (!this.builtItems.has(key)) {
      this.buildChild(items.items[index] as Node, this.padding, this.padding + index * step, null);
    }
    return this.layoutNodes.get(key)?.layoutInfo ?? null;
  }

  private isPersistedItemMissing(): boolean {
    const items = this.plainItems();
    for (const key of this.virtualizer?.persistedKeys ?? []) {
      if (items?.indexOf.has(key) && !this.builtItems.has(key)) return true;
    }
    return false;
  }

  private rowStep(): number | null {
    return this.orientation === 'vertical' && this.rowSize != null ? this.rowSize + this.gap : null;
  }

  /** The items, computed once per collection; null when the list holds more than items. */
  private plainItems(): Items | null {
    const collection = (this.virtualizer as NonNullable<typeof this.virtualizer>).collection;
    let items = this.itemsByCollection.get(collection);
    if (items === undefined) {
      items = collectItems(collection);
      this.itemsByCollection.set(collection, items);
    }
    return items;
  }
}

function collectItems(collection: Collection): Items | null {
  const items: Node[] = [];
  const indexOf = new Map<Key, number>();
  for (const node of collection) {
    if (node.type !== 'item') return null;
    indexOf.set(node.key, items.length);
    items.push(node);
  }
  return { items, indexOf };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
