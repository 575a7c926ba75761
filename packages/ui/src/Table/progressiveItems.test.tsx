import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstItemCount, itemsPerStep, useProgressiveItems } from './progressiveItems';

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
});
