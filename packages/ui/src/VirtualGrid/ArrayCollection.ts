import type { Collection, Key, Node } from 'react-stately';

/**
 * React Aria's `Collection` over an array of items, for the virtual grid: every lookup is
 * O(1) and a node is made only when asked for, so a new page of a 10,000-item list costs the
 * key index of the new items, not a walk over (or a copy of) every item loaded.
 *
 * A list whose items only grew at the end (the next page) extends the previous collection's
 * key index instead of building it again.
 */
export class ArrayCollection<T> implements Collection<Node<T>> {
  readonly items: readonly T[];
  private readonly getKey: (item: T) => Key;
  private readonly textOf: (item: T) => string;
  /** Item index by key (shared with the collection this one grew from). */
  private readonly indexByKey: Map<Key, number>;
  /** Nodes by index, shared with the collection this one grew from (see `nodeAt`). */
  private readonly nodes: Map<number, Node<T>>;
  /** This collection's own node of its last item. */
  private lastNode: Node<T> | undefined;

  constructor(
    items: readonly T[],
    getKey: (item: T) => Key,
    getTextValue: (item: T) => string,
    previous?: ArrayCollection<T>,
  ) {
    this.items = items;
    this.getKey = getKey;
    this.textOf = getTextValue;
    const grown = grownFrom(previous, items);
    this.indexByKey = grown ? previous.indexByKey : new Map();
    // The rows already made keep their nodes, so a page appended renders none of them again.
    this.nodes = grown ? previous.nodes : new Map();
    for (let i = this.indexByKey.size; i < items.length; i++) {
      this.indexByKey.set(getKey(items[i] as T), i);
    }
  }

  get size(): number {
    return this.items.length;
  }

  /** The position of the item with this key, or -1. */
  indexOf(key: Key | null | undefined): number {
    if (key == null) return -1;
    const index = this.indexByKey.get(key) ?? this.indexByKey.get(String(key));
    return index !== undefined && index < this.items.length ? index : -1;
  }

  /** The key a `data-key` attribute (always a string) stands for, or null. */
  keyFromData(value: string): Key | null {
    for (const key of [value, Number(value)]) {
      const index = this.indexByKey.get(key);
      if (index !== undefined && index < this.items.length) return key;
    }
    return null;
  }

  keyAt(index: number): Key | null {
    const item = this.items[index];
    return item === undefined ? null : this.getKey(item);
  }

  *getKeys(): IterableIterator<Key> {
    for (const item of this.items) yield this.getKey(item);
  }

  *[Symbol.iterator](): IterableIterator<Node<T>> {
    for (let i = 0; i < this.items.length; i++) yield this.nodeAt(i) as Node<T>;
  }

  getItem(key: Key): Node<T> | null {
    return this.nodeAt(this.indexOf(key));
  }

  at(index: number): Node<T> | null {
    return this.nodeAt(index);
  }

  getKeyBefore(key: Key): Key | null {
    const index = this.indexOf(key);
    return index > 0 ? this.keyAt(index - 1) : null;
  }

  getKeyAfter(key: Key): Key | null {
    const index = this.indexOf(key);
    return index >= 0 ? this.keyAt(index + 1) : null;
  }

  getFirstKey(): Key | null {
    return this.keyAt(0);
  }

  getLastKey(): Key | null {
    return this.keyAt(this.items.length - 1);
  }

  getChildren(): Iterable<Node<T>> {
    return [];
  }

  getTextValue(key: Key): string {
    return this.getItem(key)?.textValue ?? '';
  }

  /**
   * The node of the item at `index`, made once. The last item's node is this collection's
   * own: its `nextKey` changes when the next page arrives.
   */
  nodeAt(index: number): Node<T> | null {
    const item = this.items[index];
    if (item === undefined) return null;
    const isLast = index === this.items.length - 1;
    let node = isLast ? this.lastNode : this.nodes.get(index);
    if (!node) {
      const key = this.getKey(item);
      node = {
        type: 'item',
        key,
        value: item,
        level: 0,
        hasChildNodes: false,
        childNodes: [],
        rendered: null,
        textValue: this.textOf(item),
        index,
        parentKey: null,
        prevKey: index > 0 ? this.keyAt(index - 1) : null,
        nextKey: this.keyAt(index + 1),
        firstChildKey: null,
        lastChildKey: null,
        props: {},
        'aria-label': undefined,
      } as Node<T>;
      if (isLast) this.lastNode = node;
      else this.nodes.set(index, node);
    }
    return node;
  }
}

/** Whether `items` is `previous`'s items with more at the end (a next page). */
function grownFrom<T>(
  previous: ArrayCollection<T> | undefined,
  items: readonly T[],
): previous is ArrayCollection<T> {
  if (!previous || previous.items.length > items.length) return false;
  // The same item objects in the same places (pointer compares: microseconds at 10,000).
  for (let i = 0; i < previous.items.length; i++) {
    if (previous.items[i] !== items[i]) return false;
  }
  return true;
}
