import { fileEntryFixture } from '@coffer/contract/fixtures';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useInPlace } from './in-place';

describe('useInPlace', () => {
  it('runs at once in the folder shown, or the root', () => {
    const folder = fileEntryFixture({ id: 7, type: 'folder' });
    const run = vi.fn();
    const { result, rerender } = renderHook(({ place }) => useInPlace(place), {
      initialProps: { place: folder as typeof folder | null | undefined },
    });
    result.current(run);
    expect(run).toHaveBeenLastCalledWith(7);
    rerender({ place: null });
    result.current(run);
    expect(run).toHaveBeenLastCalledWith(null);
  });

  it('waits while an opened folder loads, then runs in it, not in the folder left', () => {
    const left = fileEntryFixture({ id: 3, type: 'folder' });
    const opened = fileEntryFixture({ id: 9, type: 'folder' });
    const run = vi.fn();
    const { result, rerender } = renderHook(({ place }) => useInPlace(place), {
      initialProps: { place: left as typeof left | null | undefined },
    });
    rerender({ place: undefined });
    result.current(run);
    expect(run).not.toHaveBeenCalled();
    rerender({ place: opened });
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(9);
    rerender({ place: null });
    expect(run).toHaveBeenCalledTimes(1);
  });
});
