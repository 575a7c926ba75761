/**
 * Tests of patches/react-aria@3.53.1.patch, BaseCollection's copy-on-write key map: a clone
 * shares its source's maps and copies only what it changes, and must still behave exactly as
 * the plain Map it replaces. `react-aria` is not a dependency of the kit, so BaseCollection and
 * CollectionNode are taken from a collection built by react-aria-components' CollectionBuilder
 * (the same module instance react-aria-components' Table uses).
 */
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { Collection } from 'react-aria-components/Collection';
import { CollectionBuilder, createLeafComponent } from 'react-aria-components/CollectionBuilder';
import { beforeAll, describe, expect, it } from 'vitest';

type Key = string | number;

/** The parts of react-aria's CollectionNode these tests use. */
interface TestNode {
  key: Key;
  type: string;
  value: unknown;
  prevKey: Key | null;
  nextKey: Key | null;
}

/** The key map the patch puts in BaseCollection (a Map look-alike with `clone`). */
interface KeyMap extends Map<Key, TestNode> {
  clone(): KeyMap;
  base?: Map<Key, unknown>;
  overlay?: Map<Key, unknown>;
}

/** The parts of react-aria's BaseCollection these tests use. */
interface TestCollection extends Iterable<TestNode> {
  keyMap: KeyMap;
  size: number;
  frozen: boolean;
  firstKey: Key | null;
  lastKey: Key | null;
  getItem(key: Key): TestNode | null;
  getKeys(): IterableIterator<Key>;
  addNode(node: TestNode): void;
  removeNode(key: Key): void;
  commit(firstKey: Key | null, lastKey: Key | null): void;
  clone(): TestCollection;
}

type NodeClass = new (key: Key) => TestNode;

let BaseCollection: new () => TestCollection;
/** A CollectionNode subclass of type 'item' (items are what a collection's `size` counts). */
let ItemNode: NodeClass;
let CollectionNode: NodeClass;

beforeAll(() => {
  const Probe = createLeafComponent<unknown, { id: string }, Element>('item', () => null);
  let built: TestCollection | undefined;
  render(
    createElement(CollectionBuilder, {
      content: createElement(Collection, null, createElement(Probe, { id: 'probe' })),
      // biome-ignore lint/correctness/noChildrenProp: CollectionBuilder's children is a render function
      children: (collection: unknown) => {
        built = collection as TestCollection;
        return null;
      },
    }),
  );
  const probe = built?.getItem('probe');
  if (!built || !probe) throw new Error('CollectionBuilder did not build the probe collection');
  BaseCollection = built.constructor as typeof BaseCollection;
  ItemNode = probe.constructor as NodeClass;
  CollectionNode = Object.getPrototypeOf(ItemNode) as NodeClass;
});

function item(key: Key, value: unknown = key): TestNode {
  const node = new ItemNode(key);
  node.value = value;
  return node;
}

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Every difference between a collection and the plain Map it should equal: size, look-ups of
 * every expected key, look-ups of keys that must be gone, and its keys listed exactly once.
 */
function differences(
  collection: TestCollection,
  expected: Map<Key, TestNode>,
  gone: Iterable<Key> = [],
): string[] {
  const problems: string[] = [];
  const { keyMap } = collection;
  if (keyMap.size !== expected.size) problems.push(`size ${keyMap.size} ≠ ${expected.size}`);
  let items = 0;
  for (const [key, node] of expected) {
    if (node.type === 'item') items++;
    if (collection.getItem(key) !== node) problems.push(`getItem(${key}) is not its node`);
    if (!keyMap.has(key)) problems.push(`has(${key}) is false`);
  }
  if (collection.size !== items) problems.push(`item count ${collection.size} ≠ ${items}`);
  for (const key of gone) {
    if (expected.has(key)) continue;
    if (keyMap.has(key) || keyMap.get(key) !== undefined || collection.getItem(key) !== null)
      problems.push(`removed key ${key} is still there`);
  }
  const seen = new Set<Key>();
  for (const key of collection.getKeys()) {
    if (seen.has(key)) problems.push(`getKeys() lists ${key} twice`);
    else if (!expected.has(key)) problems.push(`getKeys() lists ${key}, which is not in it`);
    seen.add(key);
  }
  if (seen.size !== expected.size) problems.push(`getKeys() lists ${seen.size} keys`);
  return problems.slice(0, 20);
}

describe('react-aria patch: BaseCollection key map', () => {
  it('is applied: a collection’s keyMap is the copy-on-write map, not a plain Map', () => {
    const keyMap: unknown = new BaseCollection().keyMap;
    const applied = !(keyMap instanceof Map) && typeof (keyMap as KeyMap).clone === 'function';
    expect(
      applied,
      'react-aria is not patched: run `pnpm install` (the patch is patches/react-aria@3.53.1.patch, ' +
        'listed under patchedDependencies in pnpm-workspace.yaml)',
    ).toBe(true);
  });

  it('adds, replaces and removes nodes like a Map; size counts items only', () => {
    const collection = new BaseCollection();
    const expected = new Map<Key, TestNode>();
    for (let i = 0; i < 10; i++) {
      const node = item(i);
      collection.addNode(node);
      expected.set(i, node);
    }
    // A node that is not an item is in the key map but not in `size`; a string key is not
    // the number key of the same digits.
    const other = new CollectionNode('3');
    collection.addNode(other);
    expected.set('3', other);
    expect(differences(collection, expected)).toEqual([]);
    expect(collection.size).toBe(10);
    expect(collection.keyMap.size).toBe(11);

    const replacement = item(4, 'four');
    collection.addNode(replacement);
    expected.set(4, replacement);
    collection.removeNode(7);
    expected.delete(7);
    collection.removeNode(7);
    collection.removeNode('missing');
    expect(differences(collection, expected, [7, 'missing'])).toEqual([]);
    expect(collection.getItem(4)?.value).toBe('four');

    const readded = item(7, 'seven again');
    collection.addNode(readded);
    expected.set(7, readded);
    expect(differences(collection, expected)).toEqual([]);

    const { keyMap } = collection;
    expect(keyMap.delete(8)).toBe(true);
    expect(keyMap.delete(8)).toBe(false);
    expect(keyMap.set(8, item(8))).toBe(keyMap);
    expect(keyMap.get('nothing')).toBeUndefined();
  });

  it('a clone and its source never see each other’s later writes (frozen source)', () => {
    // Built in one go, committed, then cloned as Document does on each update: the first
    // clone folds the 1,000 new nodes into a shared base.
    const first = new BaseCollection();
    const expectedFirst = new Map<Key, TestNode>();
    for (let i = 0; i < 1_000; i++) {
      const node = item(i);
      first.addNode(node);
      expectedFirst.set(i, node);
    }
    first.commit(0, 999);
    expect(first.frozen).toBe(true);

    const second = first.clone();
    const expectedSecond = new Map(expectedFirst);
    for (const [key, node] of [
      [1_000, item(1_000)],
      [5, item(5, 'five')],
    ] as const) {
      second.addNode(node);
      expectedSecond.set(key, node);
    }
    second.removeNode(6);
    expectedSecond.delete(6);
    second.commit(0, 1_000);
    expect(differences(first, expectedFirst, [1_000])).toEqual([]);
    expect(differences(second, expectedSecond, [6])).toEqual([]);

    // A clone of a collection with a few changes shares them (the overlay) until it writes.
    const third = second.clone();
    if (third.keyMap.overlay && second.keyMap.overlay)
      expect(third.keyMap.overlay, 'the clone should share its source’s changes').toBe(
        second.keyMap.overlay,
      );
    const expectedThird = new Map(expectedSecond);
    // Its first write is a removal: one the source added, one of the base.
    for (const key of [1_000, 20]) {
      third.removeNode(key);
      expectedThird.delete(key);
    }
    const writes: [Key, TestNode][] = [
      [1_001, item(1_001)],
      [5, item(5, 'five again')], // replaces a node the source changed
      [10, item(10, 'ten')], // replaces a node of the base
      [6, item(6, 'six again')], // re-adds a node the source removed
    ];
    for (const [key, node] of writes) {
      third.addNode(node);
      expectedThird.set(key, node);
    }
    expect(differences(third, expectedThird, [1_000, 20])).toEqual([]);
    expect(differences(second, expectedSecond, [6, 1_001])).toEqual([]);
    expect(differences(first, expectedFirst, [1_000, 1_001])).toEqual([]);
  });

  it('a clone and its source never see each other’s later writes (source still mutable)', () => {
    const source = new BaseCollection();
    const expectedSource = new Map<Key, TestNode>();
    for (let i = 0; i < 500; i++) {
      const node = item(i);
      source.addNode(node);
      expectedSource.set(i, node);
    }
    source.clone(); // folds the 500 nodes into the base
    for (const key of [1, 2, 3]) {
      const node = item(key, `changed ${key}`);
      source.addNode(node);
      expectedSource.set(key, node);
    }
    source.removeNode(4);
    expectedSource.delete(4);
    expect(source.frozen).toBe(false);

    const clone = source.clone();
    const expectedClone = new Map(expectedSource);

    // The source writes first: remove (a changed node, a base node), add, replace (a base
    // node and a changed one).
    source.removeNode(2);
    source.removeNode(11);
    expectedSource.delete(2);
    expectedSource.delete(11);
    for (const [key, node] of [
      [500, item(500)],
      [1, item(1, 'source again')],
      [9, item(9, 'source')],
      [4, item(4, 'source re-added')],
    ] as const) {
      source.addNode(node);
      expectedSource.set(key, node);
    }
    expect(differences(clone, expectedClone, [500])).toEqual([]);

    // Then the clone, removals first too.
    clone.removeNode(3);
    clone.removeNode(9);
    expectedClone.delete(3);
    expectedClone.delete(9);
    for (const [key, node] of [
      [600, item(600)],
      [1, item(1, 'clone')],
      [2, item(2, 'clone')],
      [11, item(11, 'clone')],
    ] as const) {
      clone.addNode(node);
      expectedClone.set(key, node);
    }

    expect(differences(source, expectedSource, [2, 11, 600])).toEqual([]);
    expect(differences(clone, expectedClone, [3, 9, 4, 500])).toEqual([]);

    // clear() empties only the map it is called on.
    const cleared = clone.clone();
    cleared.keyMap.clear();
    expect(cleared.keyMap.size).toBe(0);
    expect([...cleared.keyMap]).toEqual([]);
    expect(differences(clone, expectedClone)).toEqual([]);
    expect(differences(source, expectedSource)).toEqual([]);
  });

  it('keeps every generation’s contents over 100 updates of a 5,000-node collection', () => {
    const next = random(11);
    let collection = new BaseCollection();
    const reference = new Map<Key, TestNode>();
    for (let i = 0; i < 5_000; i++) {
      const node = item(i);
      collection.addNode(node);
      reference.set(i, node);
    }
    collection.commit(0, 4_999);

    const kept: { collection: TestCollection; expected: Map<Key, TestNode>; round: number }[] = [];
    const removed: Key[] = [];
    let nextKey = 5_000;
    let folds = 0;
    const pick = () => {
      // Any live key: an old one of the base or one added by the last few rounds.
      const keys = next() < 0.5 ? 5_000 : nextKey;
      for (;;) {
        const key = Math.floor(next() * keys);
        if (reference.has(key)) return key;
      }
    };

    for (let round = 1; round <= 100; round++) {
      const previous = collection;
      const previousExpected = new Map(reference);
      const base = previous.keyMap.base;
      // Document.queueUpdate clones the committed collection, getMutableCollection clones
      // that clone, and the update writes to the second clone.
      const queued = previous.clone();
      collection = round % 3 === 0 ? queued.clone() : previous.clone();
      if (base !== undefined && previous.keyMap.base !== base) folds++;

      const gone: Key[] = [];
      const add = () => {
        for (let i = 0; i < 50; i++) {
          const node = item(nextKey);
          collection.addNode(node);
          reference.set(nextKey++, node);
        }
      };
      const replace = () => {
        for (let i = 0; i < 4; i++) {
          const key = pick();
          const node = item(key, `round ${round}`);
          collection.addNode(node);
          reference.set(key, node);
        }
      };
      const remove = () => {
        for (let i = 0; i < 4; i++) {
          const key = pick();
          collection.removeNode(key);
          reference.delete(key);
          gone.push(key);
          removed.push(key);
        }
      };
      // The first write after a clone copies the shared changes, whichever kind it is.
      const order = [
        [add, replace, remove],
        [remove, add, replace],
        [replace, remove, add],
      ][round % 3] as (() => void)[];
      for (const write of order) write();
      // Re-add a key removed in an earlier round (removed, then added back).
      if (round % 2 === 0 && removed.length > 4) {
        const key = removed.splice(Math.floor(next() * (removed.length - 4)), 1)[0] as Key;
        const node = item(key, `back in round ${round}`);
        collection.addNode(node);
        reference.set(key, node);
      }
      collection.commit(0, nextKey - 1);

      const problems = [
        ...differences(collection, reference, gone),
        ...differences(previous, previousExpected).map((p) => `previous generation: ${p}`),
        ...differences(queued, previousExpected).map((p) => `queued clone: ${p}`),
      ];
      expect(problems, `round ${round}`).toEqual([]);
      if (round % 10 === 1) kept.push({ collection, expected: new Map(reference), round });
    }

    for (const generation of kept)
      expect(
        differences(generation.collection, generation.expected),
        `round ${generation.round}`,
      ).toEqual([]);
    // Changes are folded into a new base once they are an eighth of it: 100 rounds of about
    // 60 changes over 5,000 to 10,000 nodes fold several times.
    if (collection.keyMap.base !== undefined) expect(folds).toBeGreaterThanOrEqual(5);
  });

  it('iterates each live key exactly once, never a removed one, however it is listed', () => {
    const collection = new BaseCollection();
    for (let i = 0; i < 200; i++) collection.addNode(item(i));
    collection.commit(0, 199);
    const next = collection.clone(); // 200 nodes folded into the base
    const expected = new Map<Key, TestNode>();
    for (let i = 0; i < 200; i++) expected.set(i, next.getItem(i) as TestNode);
    const set = (node: TestNode) => {
      next.addNode(node);
      expected.set(node.key, node);
    };
    const remove = (key: Key) => {
      next.removeNode(key);
      expected.delete(key);
    };
    remove(0); // a base key removed
    remove(1);
    set(item(1, 'back')); // a base key removed, then re-added
    set(item(2, 'replaced')); // a base key replaced
    set(item(2, 'replaced twice'));
    set(item('new')); // an added key
    set(item('gone'));
    remove('gone'); // an added key removed
    set(item('flip'));
    remove('flip');
    set(item('flip', 'again')); // an added key removed, then re-added
    remove(199);

    const check = (map: KeyMap, label: string) => {
      const sorted = (entries: Iterable<[Key, TestNode]>) =>
        [...entries].sort(([a], [b]) => String(a).localeCompare(String(b)));
      const want = sorted(expected);
      const listings: Record<string, [Key, TestNode][]> = {
        'entries()': [...map.entries()],
        'for…of': [],
        'keys()/values()': [],
        forEach: [],
        'new Map()': [...new Map(map)],
        'Array.from': Array.from(map),
      };
      for (const entry of map) listings['for…of']?.push(entry);
      const keys = [...map.keys()];
      const values = [...map.values()];
      listings['keys()/values()'] = keys.map((key, i) => [key, values[i] as TestNode]);
      const thisArg = {};
      map.forEach(function (this: unknown, value, key, owner) {
        expect(this).toBe(thisArg);
        expect(owner).toBe(map);
        listings.forEach?.push([key, value]);
      }, thisArg);
      for (const [how, entries] of Object.entries(listings)) {
        expect(entries.length, `${label}: ${how} lists each key once`).toBe(expected.size);
        expect(sorted(entries), `${label}: ${how}`).toEqual(want);
      }
      expect(map.size, label).toBe(expected.size);
    };
    check(next.keyMap, 'changed clone');
    // Its clone shares the same changes; a clone past the threshold folds them into a base.
    check(next.clone().keyMap, 'clone of it');
    for (let i = 200; i < 300; i++) set(item(i));
    remove(150);
    const folded = next.clone();
    check(next.keyMap, 'after folding');
    check(folded.keyMap, 'clone after folding');
  });

  it('reports itself as a Map (Symbol.toStringTag)', () => {
    const { keyMap } = new BaseCollection();
    expect(Object.prototype.toString.call(keyMap)).toBe('[object Map]');
    expect(keyMap[Symbol.toStringTag]).toBe('Map');
  });
});
