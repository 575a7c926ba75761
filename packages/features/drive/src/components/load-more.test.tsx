/**
 * The list's and the grid's next page: "Loading more…" shows while there is more and goes with
 * the last page; the view asks for more near the end, never while a page is on its way; an
 * empty folder shows its empty state.
 */
import { fileEntryFixture } from '@coffer/contract/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EntryGrid } from './EntryGrid';
import { type EntryCollectionProps, EntryTable } from './EntryTable';

/** jsdom has no ResizeObserver; its sizes (mocked below) never change. */
class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const sizes: { mockRestore(): void }[] = [];
beforeAll(() => {
  // jsdom has no layout: the virtualised views need a size to show anything.
  sizes.push(vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900));
  sizes.push(vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(2000));
  sizes.push(vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(900));
  sizes.push(vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(2000));
  vi.stubGlobal('ResizeObserver', NoResize);
});
afterAll(() => {
  for (const size of sizes) size.mockRestore();
  vi.unstubAllGlobals();
});

const entries = [1, 2, 3].map((id) => fileEntryFixture({ id, name: `Report ${id}.pdf` }));

function props(overrides: Partial<EntryCollectionProps>): EntryCollectionProps {
  return {
    entries,
    label: 'My files',
    selectedKeys: new Set(),
    onSelectionChange: () => {},
    onOpen: () => {},
    hasMore: true,
    isLoadingMore: false,
    onLoadMore: () => {},
    emptyState: <p>Nothing here yet</p>,
    height: 600,
    ...overrides,
  };
}

const views: [string, ComponentType<EntryCollectionProps>][] = [
  ['list', (p) => <EntryTable {...p} orderBy="name" orderDir="asc" onSortChange={() => {}} />],
  ['grid', EntryGrid],
];

describe.each(views)('the %s view’s next page', (_, View) => {
  it('shows "Loading more…" and asks for more while there is more; the last page ends both', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<View {...props({ onLoadMore })} />);
    await waitFor(() => expect(screen.getByText('Loading more…')).toBeInTheDocument());
    expect(screen.getByText('Report 3.pdf')).toBeInTheDocument();
    await waitFor(() => expect(onLoadMore).toHaveBeenCalled());

    onLoadMore.mockClear();
    rerender(<View {...props({ onLoadMore, hasMore: false })} />);
    await waitFor(() => expect(screen.queryByText('Loading more…')).not.toBeInTheDocument());
    expect(screen.getByText('Report 3.pdf')).toBeInTheDocument();
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('does not ask again while a page is on its way', async () => {
    const onLoadMore = vi.fn();
    render(<View {...props({ onLoadMore, isLoadingMore: true })} />);
    await waitFor(() => expect(screen.getByText('Loading more…')).toBeInTheDocument());
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('an empty folder shows its empty state', async () => {
    render(<View {...props({ entries: [], hasMore: false })} />);
    await waitFor(() => expect(screen.getByText('Nothing here yet')).toBeInTheDocument());
    expect(screen.queryByText('Loading more…')).not.toBeInTheDocument();
  });
});
