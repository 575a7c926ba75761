// Both collections' load-more items (`TableLoadMoreItem`, `GridListLoadMoreItem`): the same
// React Aria sentinel under the kit's styling, so one set of tests.
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { withViewportSize } from '../../test/viewport';
import { GridList, GridListItem } from '../GridList/GridList';
import { GridListLoadMoreItem } from '../GridList/GridListLoadMoreItem';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';
import { TableLoadMoreItem } from './TableLoadMoreItem';

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

withViewportSize(600, 800);
beforeAll(() => vi.stubGlobal('IntersectionObserver', AllInView));
afterAll(() => vi.unstubAllGlobals());

const files = ['Report.pdf', 'Notes.txt'];

function Files({ isLoading, onLoadMore }: { isLoading: boolean; onLoadMore: () => void }) {
  return (
    <Table aria-label="Files">
      <TableHeader>
        <Column isRowHeader>Name</Column>
      </TableHeader>
      <TableBody>
        {files.map((name) => (
          <Row key={name} id={name}>
            <Cell>{name}</Cell>
          </Row>
        ))}
        <TableLoadMoreItem onLoadMore={onLoadMore} isLoading={isLoading}>
          Loading more…
        </TableLoadMoreItem>
      </TableBody>
    </Table>
  );
}

function Tiles({ isLoading, onLoadMore }: { isLoading: boolean; onLoadMore: () => void }) {
  return (
    <GridList aria-label="Files">
      {files.map((name) => (
        <GridListItem key={name} id={name}>
          {name}
        </GridListItem>
      ))}
      <GridListLoadMoreItem onLoadMore={onLoadMore} isLoading={isLoading}>
        Loading more…
      </GridListLoadMoreItem>
    </GridList>
  );
}

describe.each([
  ['Table', Files],
  ['GridList', Tiles],
])('%s’s load-more item', (_, View) => {
  it('given the end in view while loading, asks for more and shows a muted row', async () => {
    const onLoadMore = vi.fn();
    render(<View isLoading onLoadMore={onLoadMore} />);
    await waitFor(() => expect(onLoadMore).toHaveBeenCalled());
    const loading = await screen.findByText('Loading more…');
    expect(loading.closest('[role="row"]')?.className).toMatch(/loadMore/);
    expect(screen.getByText('Notes.txt')).toBeInTheDocument();
    // No axe run here: React Aria (1.22) gives the table's loading row `aria-level`, which
    // axe allows only in a tree grid (aria-conditional-attr). Goes when React Aria drops it.
  });

  it('given nothing loading, shows no row but keeps its sentinel', async () => {
    const { container } = render(<View isLoading={false} onLoadMore={() => {}} />);
    await screen.findByText('Notes.txt');
    expect(screen.queryByText('Loading more…')).not.toBeInTheDocument();
    expect(screen.getByTestId('loadMoreSentinel')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
