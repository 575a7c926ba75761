import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstItemCount, itemsPerStep, rowsToFill, useProgressiveItems } from './progressiveItems';

const items = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i }));
const lengthOf = (value: Iterable<unknown> | undefined) => (value ? [...value].length : 0);

describe('useProgressiveItems', () => {
  it('given a short list, hands it over whole and unchanged', () => {
    const list = items(firstItemCount);
    const { result } = renderHook(() => useProgressiveItems(list));
    expect(result.current).toBe(list);
  });

  it('given no items (a static collection), passes undefined through', () => {
    const { result } = renderHook(() => useProgressiveItems(undefined));
    expect(result.current).toBeUndefined();
  });

  it('given a long list, starts with the first items and grows step by step to all of them', async () => {
    const list = items(firstItemCount + 2 * itemsPerStep + 7);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useProgressiveItems(list);
      seen.push(lengthOf(shown));
      return shown;
    });
    expect(seen[0]).toBe(firstItemCount);
    await waitFor(() => expect(result.current).toBe(list));
    const steps = [...new Set(seen)];
    expect(steps).toEqual([
      firstItemCount,
      firstItemCount + itemsPerStep,
      firstItemCount + 2 * itemsPerStep,
      list.length,
    ]);
  });

  it('after the list shrinks (a filter), grows back progressively rather than all at once', async () => {
    const long = items(firstItemCount + 2 * itemsPerStep);
    const { result, rerender } = renderHook(({ list }) => useProgressiveItems(list), {
      initialProps: { list: long },
    });
    await waitFor(() => expect(result.current).toBe(long));
    const short = long.slice(0, 10);
    rerender({ list: short });
    expect(result.current).toBe(short);
    rerender({ list: long });
    expect(lengthOf(result.current)).toBe(firstItemCount);
    await waitFor(() => expect(result.current).toBe(long));
  });

  it('when the list grows, keeps what is shown and adds the new items', async () => {
    const long = items(firstItemCount + itemsPerStep);
    const { result, rerender } = renderHook(({ list }) => useProgressiveItems(list), {
      initialProps: { list: long },
    });
    await waitFor(() => expect(result.current).toBe(long));
    const longer = [...long, ...items(10)];
    rerender({ list: longer });
    expect(lengthOf(result.current)).toBeGreaterThanOrEqual(long.length);
    await waitFor(() => expect(result.current).toBe(longer));
  });

  it('starts with the count it is given (the rows that fill the view)', () => {
    const { result } = renderHook(() => useProgressiveItems(items(1_000), 20));
    expect(lengthOf(result.current)).toBe(20);
  });
});

describe('rowsToFill', () => {
  it('counts the rows in a view of the given height plus the third rendered ahead', () => {
    expect(rowsToFill(600, 40)).toBe(21);
    expect(rowsToFill(400, 48)).toBe(13);
  });

  it('never asks for more than the default first count', () => {
    expect(rowsToFill(100_000, 10)).toBe(firstItemCount);
  });

  it('given a CSS height, is bounded by the window', () => {
    expect(rowsToFill('100%', 40)).toBe(
      Math.min(firstItemCount, Math.ceil((window.innerHeight * 4) / 3 / 40) + 1),
    );
  });
});
