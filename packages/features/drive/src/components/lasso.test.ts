import { describe, expect, it } from 'vitest';
import {
  type Box,
  boxFrom,
  edgeScrollSpeed,
  type ItemSample,
  indexesInBox,
  itemBox,
  layoutFromSamples,
} from './lasso';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

/** Rendered rows 10..14 of a table: header 40 px, rows 44 px, full width 600. */
const tableRows: ItemSample[] = [10, 11, 12, 13, 14].map((index) => ({
  index,
  box: box(0, 40 + index * 44, 600, 44),
}));

/** Rendered tiles 6..11 of a 3-column grid: 170 px tiles, 10 px gaps, 8 px margins. */
const tiles: ItemSample[] = [6, 7, 8, 9, 10, 11].map((index) => ({
  index,
  box: box(8 + (index % 3) * 180, 8 + Math.floor(index / 3) * 180, 170, 170),
}));

describe('lasso layout from the rendered items', () => {
  it('given table rows scrolled into view, extends them to row 0 under the header', () => {
    const layout = layoutFromSamples(tableRows);
    expect(layout).toMatchObject({ columns: 1, top: 40, height: 44, pitchY: 44 });
    expect(itemBox(layout!, 0)).toEqual(box(0, 40, 600, 44));
  });

  it('given grid tiles of a later row, finds the columns, the gaps and tile 0', () => {
    const layout = layoutFromSamples(tiles);
    expect(layout).toMatchObject({ columns: 3, left: 8, top: 8, pitchX: 180, pitchY: 180 });
    expect(itemBox(layout!, 4)).toEqual(box(188, 188, 170, 170));
  });

  it('given nothing rendered, has no layout', () => {
    expect(layoutFromSamples([])).toBeNull();
  });
});

describe('entries the lasso crosses', () => {
  it('selects the rows it spans, including rows scrolled out of the DOM', () => {
    const layout = layoutFromSamples(tableRows)!;
    // From inside row 2 down to inside row 400 of 10,000: rows 2..400.
    const hits = indexesInBox(
      layout,
      10_000,
      boxFrom({ x: 20, y: 40 + 2 * 44 + 5 }, { x: 30, y: 40 + 400 * 44 + 1 }),
    );
    expect(hits[0]).toBe(2);
    expect(hits.at(-1)).toBe(400);
    expect(hits).toHaveLength(399);
  });

  it('selects nothing in the header or below the last row', () => {
    const layout = layoutFromSamples(tableRows)!;
    expect(indexesInBox(layout, 20, box(0, 0, 600, 39))).toEqual([]);
    expect(indexesInBox(layout, 20, box(0, 40 + 20 * 44 + 10, 600, 100))).toEqual([]);
  });

  it('in a grid, selects the tiles the rectangle touches, not those whose gap it crosses', () => {
    const layout = layoutFromSamples(tiles)!;
    // Across tiles 0 and 1 of row 0 and 3 and 4 of row 1.
    expect(indexesInBox(layout, 12, boxFrom({ x: 100, y: 100 }, { x: 200, y: 200 }))).toEqual([
      0, 1, 3, 4,
    ]);
    // Only inside the gap between tiles 0 and 1.
    expect(indexesInBox(layout, 12, box(179, 20, 8, 20))).toEqual([]);
    // The last row is partial: 11 entries leave tile 11 out.
    expect(indexesInBox(layout, 11, box(0, 560, 600, 100))).toEqual([9, 10]);
  });

  it('draws the same box whichever way the pointer moves', () => {
    expect(boxFrom({ x: 50, y: 80 }, { x: 10, y: 20 })).toEqual(box(10, 20, 40, 60));
  });
});

describe('scrolling while the lasso is at an edge', () => {
  it('scrolls up near the top, down near the bottom, not in between', () => {
    expect(edgeScrollSpeed(105, 100, 500)).toBeLessThan(0);
    expect(edgeScrollSpeed(495, 100, 500)).toBeGreaterThan(0);
    expect(edgeScrollSpeed(300, 100, 500)).toBe(0);
  });

  it('scrolls faster the further past the edge, up to a limit', () => {
    expect(edgeScrollSpeed(520, 100, 500)).toBeGreaterThan(edgeScrollSpeed(490, 100, 500));
    expect(edgeScrollSpeed(5000, 100, 500)).toBe(16);
  });
});
