/*
 * Geometry of rubber-band (lasso) selection over a virtualised list or grid. Only the
 * visible items exist in the DOM, so the layout is read off the rendered ones (their
 * index and box) and extended to every item: all rows, or all tiles, have one size.
 * Coordinates are in the scroll area's content space (scroll offsets added).
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A rendered item: its position in the collection and its box in content space. */
export interface ItemSample {
  index: number;
  box: Box;
}

/** Where item `index` sits: rows of `columns` tiles (a list is one full-width column). */
export interface ItemLayout {
  columns: number;
  /** Box of item 0. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Distance from one column (row) to the next. */
  pitchX: number;
  pitchY: number;
}

/** The box spanned by two corners, in any order. */
export function boxFrom(a: { x: number; y: number }, b: { x: number; y: number }): Box {
  return {
    left: Math.min(a.x, b.x),
    top: Math.min(a.y, b.y),
    right: Math.max(a.x, b.x),
    bottom: Math.max(a.y, b.y),
  };
}

export function boxesIntersect(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The layout of every item from the rendered ones. Columns are the distinct left edges of
 * the samples (a full row is always rendered when any is); pitches come from neighbours.
 * Null when nothing is rendered.
 */
export function layoutFromSamples(samples: ItemSample[]): ItemLayout | null {
  const [first] = [...samples].sort((a, b) => a.index - b.index);
  if (!first) return null;
  const lefts = distinct(samples.map((s) => s.box.left));
  const tops = distinct(samples.map((s) => s.box.top));
  const columns = Math.max(1, lefts.length);
  const width = first.box.right - first.box.left;
  const height = first.box.bottom - first.box.top;
  const pitchX = lefts.length > 1 ? (lefts[1] ?? 0) - (lefts[0] ?? 0) : width;
  const pitchY = tops.length > 1 ? (tops[1] ?? 0) - (tops[0] ?? 0) : height;
  const column = first.index % columns;
  const row = Math.floor(first.index / columns);
  return {
    columns,
    left: first.box.left - column * pitchX,
    top: first.box.top - row * pitchY,
    width,
    height,
    pitchX,
    pitchY,
  };
}

/** Box of item `index` under `layout`. */
export function itemBox(layout: ItemLayout, index: number): Box {
  const left = layout.left + (index % layout.columns) * layout.pitchX;
  const top = layout.top + Math.floor(index / layout.columns) * layout.pitchY;
  return { left, top, right: left + layout.width, bottom: top + layout.height };
}

/**
 * Indexes (of `count` items) whose boxes the lasso crosses. Only the rows the lasso spans
 * are visited, so a folder of 10,000 entries costs what the lasso covers.
 */
export function indexesInBox(layout: ItemLayout, count: number, lasso: Box): number[] {
  if (count === 0 || layout.pitchY <= 0) return [];
  const rows = Math.ceil(count / layout.columns);
  const firstRow = Math.max(
    0,
    Math.floor((lasso.top - layout.top - layout.height) / layout.pitchY),
  );
  const lastRow = Math.min(rows - 1, Math.floor((lasso.bottom - layout.top) / layout.pitchY));
  const hits: number[] = [];
  for (let row = firstRow; row <= lastRow; row++) {
    for (let column = 0; column < layout.columns; column++) {
      const index = row * layout.columns + column;
      if (index >= count) break;
      if (boxesIntersect(itemBox(layout, index), lasso)) hits.push(index);
    }
  }
  return hits;
}

/** Speed (px a frame) to scroll while the pointer is near or past an edge of the area. */
export function edgeScrollSpeed(pointer: number, start: number, end: number, zone = 32): number {
  if (pointer < start + zone) return -Math.min(zone, start + zone - pointer) / 2;
  if (pointer > end - zone) return Math.min(zone, pointer - (end - zone)) / 2;
  return 0;
}

function distinct(values: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.filter((value, i) => i === 0 || Math.abs(value - (sorted[i - 1] ?? 0)) > 0.5);
}
