/**
 * The list's and the grid's load-more sentinel stays in the collection after the last page
 * (`LoadMore`): "Loading more…" shows while there is more and goes with the last page, the
 * sentinel still asks (the caller skips it), and an empty folder still shows its empty state.
 */
import { fileEntryFixture } from '@coffer/contract/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EntryGrid } from './EntryGrid';
import { type EntryCollectionProps, EntryTable } from './EntryTable';

/** jsdom has no IntersectionObserver: this one sees every target in view. */
class AllInView {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this as never));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const sizes: { mockRestore(): void }[] = [];
beforeAll(() => {
  // jsdom has no layout: the virtualised views need a size to show anything.
  sizes.push(vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900));
  sizes.push(vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(2000));
  vi.stubGlobal('IntersectionObserver', AllInView);
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

describe.each(views)('the %s view’s load-more sentinel', (_, View) => {
  it('shows "Loading more…" while there is more, and keeps the sentinel after the last page', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<View {...props({ onLoadMore })} />);
    await waitFor(() => expect(screen.getByText('Loading more…')).toBeInTheDocument());
    expect(screen.getByText('Report 3.pdf')).toBeInTheDocument();
    await waitFor(() => expect(onLoadMore).toHaveBeenCalled());

    rerender(<View {...props({ onLoadMore, hasMore: false })} />);
    await waitFor(() => expect(screen.queryByText('Loading more…')).not.toBeInTheDocument());
    expect(screen.getByTestId('loadMoreSentinel')).toBeInTheDocument();
    expect(screen.getByText('Report 3.pdf')).toBeInTheDocument();
  });

  it('an empty folder shows its empty state, sentinel and all', async () => {
    render(<View {...props({ entries: [], hasMore: false })} />);
    await waitFor(() => expect(screen.getByText('Nothing here yet')).toBeInTheDocument());
    expect(screen.queryByText('Loading more…')).not.toBeInTheDocument();
  });
});
