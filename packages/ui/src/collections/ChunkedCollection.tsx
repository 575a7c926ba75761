import { memo, type ReactNode, useMemo, useRef } from 'react';
import { Collection } from 'react-aria-components/Collection';

/** Items per chunk: large enough that a 10,000-item list is 100 chunks, small enough to redo cheaply. */
export const chunkSize = 100;

export interface ChunkedCollectionProps<T extends object> {
  /** The items, each rendered once by `children` (keyed by its `id`, as with `Collection`). */
  items: readonly T[];
  /** Renders one item (a `Row`, a `GridListItem`…). */
  children: (item: T) => ReactNode;
  /**
   * Values the rendered items use besides the item itself: every item renders again when
   * one of them changes (as `Collection`'s `dependencies`).
   */
  dependencies?: readonly unknown[];
}

/**
 * react-aria-components' `Collection` for long lists that grow (infinite paging): the items
 * are handed to React Aria in chunks of `chunkSize`, each a memoised component, so adding a
 * page of items (or any render of the view that leaves the items alone) renders the chunks
 * that changed, not every item of the list.
 *
 * React Aria builds its collection by rendering the items into a hidden tree. `Collection`
 * caches each item's element, but React still walks all of them on every render of the
 * view: with 10,000 rows that walk is most of the cost of appending a 50-row page, and the
 * drive renders the view two or three times a page (the request, the page, the selection).
 * A chunk keeps its array while its items are the same objects, so React skips it whole.
 * Like `Collection`, an item renders again only when it is a new object or a dependency
 * changes; a new `children` function alone does not re-render the items already shown.
 */
export function ChunkedCollection<T extends object>({
  items,
  children,
  dependencies = [],
}: ChunkedCollectionProps<T>) {
  const chunks = useStableChunks(items, chunkSize);
  // One array identity per dependency list, so chunks compare them cheaply.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the key.
  const deps = useMemo(() => dependencies, dependencies);
  return (
    <>
      {chunks.map((chunk, index) => (
        // The chunk's position is its identity: appending leaves earlier chunks in place.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Chunk key={index} items={chunk} render={children as Render} dependencies={deps} />
      ))}
    </>
  );
}

type Render = (item: object) => ReactNode;

interface ChunkProps {
  items: readonly object[];
  render: Render;
  dependencies: readonly unknown[];
}

// The render function is left out of the comparison: an item already rendered keeps its
// element until it or a dependency changes (what `Collection`'s own cache does).
const Chunk = memo(
  function Chunk({ items, render, dependencies }: ChunkProps) {
    return (
      <Collection items={items} dependencies={dependencies as unknown[]}>
        {render}
      </Collection>
    );
  },
  (before, after) => before.items === after.items && before.dependencies === after.dependencies,
);

/**
 * `items` cut into chunks of `size`; a chunk whose items are the same objects as in the
 * previous render keeps its array (and so its memoised render). Comparing is a pass over
 * the item references, far cheaper than rendering them.
 */
export function useStableChunks<T>(items: readonly T[], size: number): (readonly T[])[] {
  const previous = useRef<(readonly T[])[]>([]);
  return useMemo(() => {
    const chunks: (readonly T[])[] = [];
    for (let start = 0, index = 0; start < items.length; start += size, index++) {
      const end = Math.min(start + size, items.length);
      const old = previous.current[index];
      chunks.push(old && sameItems(old, items, start, end) ? old : items.slice(start, end));
    }
    previous.current = chunks;
    return chunks;
  }, [items, size]);
}

function sameItems<T>(chunk: readonly T[], items: readonly T[], start: number, end: number) {
  if (chunk.length !== end - start) return false;
  for (let i = start; i < end; i++) if (chunk[i - start] !== items[i]) return false;
  return true;
}
