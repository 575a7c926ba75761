/**
 * Tests through React of patches/react-aria-components@1.22.1.patch (TableCollection: rows
 * found by following nextKey, rows reused by withExpandedKeys, the cell count check outside
 * production) and of the sentinel and ScrollView parts of patches/react-aria@3.53.1.patch,
 * with the kit's virtualised Table. The kit's layout lays out the collection's `rows` array, so wrong rows
 * show up as wrong rows in the DOM.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { Collection, TableLoadMoreItem } from 'react-aria-components/Table';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { withViewportSize } from '../../test/viewport';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table';

interface File {
  id: string;
  name: string;
}

const file = (i: number): File => ({ id: `f${i}`, name: `File ${i}` });
const files = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => file(from + i));

// With 10 px rows, a view this tall renders every row of these tables, so the DOM lists all
// the rows React Aria laid out.
withViewportSize(600, 40 * 80);

function Files({ items }: { items: File[] }) {
  return (
    <Table aria-label="Files" height={400} rowHeight={10} headingHeight={10}>
      <TableHeader>
        <Column isRowHeader>Name</Column>
        <Column>Id</Column>
      </TableHeader>
      <TableBody items={items}>
        {(item) => (
          <Row id={item.id}>
            <Cell>{item.name}</Cell>
            <Cell>{item.id}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** The table: a grid, or a treegrid when it has a tree column. */
const grid = () =>
  screen.queryByRole('treegrid', { name: 'Files' }) ?? screen.getByRole('grid', { name: 'Files' });

/**
 * The body rows in the DOM, in aria-rowindex order: [rowindex, key, name]. (Plain selectors:
 * role queries over every row on every waitFor retry would make these tests slow.)
 */
function bodyRows(): [number, string | null, string | null][] {
  return [...grid().querySelectorAll('[role="row"]')]
    .map((row) => [row, row.querySelector('[role="rowheader"]')] as const)
    .filter(([, header]) => header !== null)
    .map(
      ([row, header]) =>
        [
          Number(row.getAttribute('aria-rowindex')),
          row.getAttribute('data-key'),
          header?.textContent ?? null,
        ] as [number, string | null, string | null],
    )
    .sort(([a], [b]) => a - b);
}

/** What bodyRows() should be for these items: row n (from 0) has aria-rowindex n + 2. */
const expectedRows = (items: File[]) =>
  items.map((item, i) => [i + 2, item.id, item.name] as [number, string, string]);

async function expectRows(items: File[]) {
  await waitFor(() => expect(grid()).toHaveAttribute('aria-rowcount', String(items.length + 1)));
  await waitFor(() => expect(bodyRows()).toEqual(expectedRows(items)));
}

const focusedRow = () => document.activeElement?.closest('[role="row"]') ?? null;
const focusedName = () => focusedRow()?.querySelector('[role="rowheader"]')?.textContent ?? '';

describe('react-aria-components patch: Table rows', () => {
  it('lists the right rows as rows are appended, removed from the middle and reordered', async () => {
    let items = files(1, 8);
    const { rerender } = render(<Files items={items} />);
    await expectRows(items);

    // Appended in several steps.
    for (const [from, to] of [
      [9, 14],
      [15, 15],
      [16, 30],
    ] as const) {
      items = [...items, ...files(from, to)];
      rerender(<Files items={items} />);
      await expectRows(items);
    }

    // Removed from the middle (a run of rows and a single row).
    items = items.filter((item) => !['f10', 'f11', 'f12', 'f13', 'f22'].includes(item.id));
    rerender(<Files items={items} />);
    await expectRows(items);

    // Reordered: the last row first, two rows swapped, then all reversed.
    items = [items.at(-1) as File, ...items.slice(0, -1)];
    rerender(<Files items={items} />);
    await expectRows(items);
    const swapped = [...items];
    [swapped[3], swapped[17]] = [swapped[17] as File, swapped[3] as File];
    items = swapped;
    rerender(<Files items={items} />);
    await expectRows(items);
    items = [...items].reverse();
    rerender(<Files items={items} />);
    await expectRows(items);

    // Removed and added back in the same update, at another place.
    const moved = items.filter((item) => item.id !== 'f5');
    items = [...moved.slice(0, 7), file(5), file(99), ...moved.slice(7)];
    rerender(<Files items={items} />);
    await expectRows(items);
  });

  it('keyboard navigation reaches the right rows after updates', async () => {
    const user = userEvent.setup();
    let items = files(1, 10);
    const { rerender } = render(<Files items={items} />);
    await expectRows(items);

    await user.tab();
    expect(focusedName()).toBe('File 1');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedName()).toBe('File 3');

    // Rows appended while a row has focus: End reaches the new last row.
    items = [...items, ...files(11, 30)];
    rerender(<Files items={items} />);
    await expectRows(items);
    expect(focusedName()).toBe('File 3');
    await user.keyboard('{End}');
    await waitFor(() => expect(focusedName()).toBe('File 30'));
    expect(focusedRow()).toHaveAttribute('aria-rowindex', '31');
    await user.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('File 29');

    // Rows removed from the middle and the order changed: Home, then ArrowDown, follow the
    // new order.
    items = [file(30), ...items.filter((item) => !['f2', 'f3', 'f4', 'f30'].includes(item.id))];
    rerender(<Files items={items} />);
    await expectRows(items);
    await user.keyboard('{Home}');
    await waitFor(() => expect(focusedName()).toBe('File 30'));
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('File 1');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('File 5');
    await user.keyboard('{End}');
    await waitFor(() => expect(focusedName()).toBe('File 29'));

    // The focused row removed: focus moves to the row that took its place (found through the
    // collection's rows), and ArrowDown goes on from there.
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}');
    expect(focusedName()).toBe('File 5');
    items = items.filter((item) => item.id !== 'f5');
    rerender(<Files items={items} />);
    await expectRows(items);
    await waitFor(() => expect(focusedName()).toBe('File 6'));
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('File 7');
  });
});

function Tree({
  expandedKeys,
  extra = false,
  childRows = ['A1', 'A2', 'A3'],
}: {
  expandedKeys: string[];
  extra?: boolean;
  childRows?: string[];
}) {
  return (
    <Table
      aria-label="Files"
      height={400}
      rowHeight={10}
      headingHeight={10}
      treeColumn="name"
      expandedKeys={expandedKeys}
    >
      <TableHeader>
        <Column id="name" isRowHeader>
          Name
        </Column>
      </TableHeader>
      <TableBody>
        <Row id="a" textValue="A">
          <Cell>A</Cell>
          {childRows.map((name) => (
            <Row key={name} id={name.toLowerCase()} textValue={name}>
              <Cell>{name}</Cell>
            </Row>
          ))}
        </Row>
        <Row id="b" textValue="B">
          <Cell>B</Cell>
        </Row>
        {extra && (
          <Row id="c" textValue="C">
            <Cell>C</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

describe('react-aria-components patch: Table rows with expanded keys', () => {
  it('lists child rows while their parent is expanded, and not once it is collapsed', async () => {
    const user = userEvent.setup();
    const names = () => bodyRows().map(([, , name]) => name);
    const { rerender } = render(<Tree expandedKeys={[]} />);
    await waitFor(() => expect(names()).toEqual(['A', 'B']));

    rerender(<Tree expandedKeys={['a']} />);
    await waitFor(() => expect(names()).toEqual(['A', 'A1', 'A2', 'A3', 'B']));
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('A1');
    await user.keyboard('{End}');
    expect(focusedName()).toBe('B');

    // Collapsed again, then a row added while collapsed: no child rows are listed.
    rerender(<Tree expandedKeys={[]} />);
    await waitFor(() => expect(names()).toEqual(['A', 'B']));
    rerender(<Tree expandedKeys={[]} extra />);
    await waitFor(() => expect(names()).toEqual(['A', 'B', 'C']));
    await user.keyboard('{Home}{ArrowDown}');
    expect(focusedName()).toBe('B');

    rerender(<Tree expandedKeys={['a']} extra />);
    await waitFor(() => expect(names()).toEqual(['A', 'A1', 'A2', 'A3', 'B', 'C']));

    // The focused child row removed: focus moves to the row in its place, found through the
    // collection's rows (which include the expanded children).
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}');
    expect(focusedName()).toBe('A2');
    rerender(<Tree expandedKeys={['a']} extra childRows={['A1', 'A3']} />);
    await waitFor(() => expect(names()).toEqual(['A', 'A1', 'A3', 'B', 'C']));
    await waitFor(() => expect(focusedName()).toBe('A3'));
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

/** A table whose second row has one cell for two columns. */
function ShortRow() {
  return (
    <Boundary>
      <Table aria-label="Files">
        <TableHeader>
          <Column isRowHeader>Name</Column>
          <Column>Id</Column>
        </TableHeader>
        <TableBody>
          <Row id="ok">
            <Cell>OK</Cell>
            <Cell>ok</Cell>
          </Row>
          <Row id="short">
            <Cell>Short</Cell>
          </Row>
        </TableBody>
      </Table>
    </Boundary>
  );
}

describe('react-aria-components patch: cell count check', () => {
  it('still throws "Cell count must match column count" outside production', () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    // Spies in this file are restored one by one: vi.restoreAllMocks() would also undo
    // withViewportSize's.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => errors.mockRestore());
    render(<ShortRow />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cell count must match column count. Found 1 cells and 2 columns.',
    );
  });

  it('is skipped in production (the table renders)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    render(<ShortRow />);
    await waitFor(() => expect(grid()).toHaveAttribute('aria-rowcount', '3'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** jsdom has no IntersectionObserver: this one reports its target in view when observed. */
class InViewObserver {
  static instances: InViewObserver[] = [];
  readonly root: Element | Document | null;
  target: Element | null = null;
  disconnected = false;
  constructor(
    private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
    options?: IntersectionObserverInit,
  ) {
    this.root = options?.root ?? null;
    InViewObserver.instances.push(this);
  }
  observe(target: Element) {
    this.target = target;
    queueMicrotask(() => {
      if (!this.disconnected) this.callback([{ isIntersecting: true, target }]);
    });
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

function Paged({ items, onLoadMore }: { items: File[]; onLoadMore: () => void }) {
  return (
    <Table aria-label="Files" height={400} rowHeight={10} headingHeight={10}>
      <TableHeader>
        <Column isRowHeader>Name</Column>
      </TableHeader>
      <TableBody>
        <Collection items={items}>
          {(item) => (
            <Row id={item.id}>
              <Cell>{item.name}</Cell>
            </Row>
          )}
        </Collection>
        <TableLoadMoreItem onLoadMore={onLoadMore}>Loading more…</TableLoadMoreItem>
      </TableBody>
    </Table>
  );
}

describe('react-aria patch: load-more sentinel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    InViewObserver.instances = [];
  });

  it('calls onLoadMore again when the rows grow while the sentinel stays in view', async () => {
    vi.stubGlobal('IntersectionObserver', InViewObserver);
    const onLoadMore = vi.fn();
    const { rerender } = render(<Paged onLoadMore={onLoadMore} items={files(1, 5)} />);
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(1));
    const first = InViewObserver.instances.at(-1) as InViewObserver;
    const sentinel = first.target as Element;
    expect(sentinel).toBeInstanceOf(Element);
    // The root is the sentinel's scroll parent (in jsdom, with no overflow styles, the
    // document's element).
    expect(first.root).toBeInstanceOf(HTMLElement);
    expect((first.root as HTMLElement).contains(sentinel)).toBe(true);

    // More rows, sentinel still in view: a new observer (same root) and onLoadMore again.
    // The scroll parent is not looked up again: no ancestor's style is read for it.
    const styles = vi.spyOn(window, 'getComputedStyle');
    onTestFinished(() => styles.mockRestore());
    rerender(<Paged onLoadMore={onLoadMore} items={files(1, 10)} />);
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(2));
    const ancestorsRead = styles.mock.calls.filter(
      ([element]) => element !== sentinel && element.contains(sentinel),
    );
    expect(ancestorsRead).toEqual([]);
    styles.mockRestore();

    rerender(<Paged onLoadMore={onLoadMore} items={files(1, 15)} />);
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(3));
    await act(async () => {});
    const live = InViewObserver.instances.filter((observer) => !observer.disconnected);
    expect(live).toHaveLength(1);
    for (const observer of InViewObserver.instances) expect(observer.root).toBe(first.root);
    expect(grid()).toHaveAttribute('aria-rowcount', '16');
  });
});

describe('react-aria patch: ScrollView size check', () => {
  afterEach(() => vi.unstubAllEnvs());

  /**
   * How many times ScrollView lists HTMLElement.prototype's own property names from now on
   * (react-stately's Virtualizer lists them too in the test environment; not patched).
   */
  function countPrototypeListings() {
    const listNames = Object.getOwnPropertyNames;
    let count = 0;
    const names = vi.spyOn(Object, 'getOwnPropertyNames').mockImplementation((object) => {
      if (object === HTMLElement.prototype && /ScrollView/.test(new Error().stack ?? '')) count++;
      return listNames(object);
    });
    onTestFinished(() => names.mockRestore());
    return () => count;
  }

  it('lists HTMLElement.prototype’s names (to find size mocks) only in the test environment', async () => {
    // The test environment as ScrollView sees it: NODE_ENV 'test' and no VIRT_ON. (In this
    // repository's unit project VIRT_ON is '1', as in the storybook projects' define, so the
    // kit's jsdom tests otherwise run ScrollView's browser path.)
    expect(process.env.NODE_ENV).toBe('test');
    vi.stubEnv('VIRT_ON', undefined);
    let listings = countPrototypeListings();
    const { unmount } = render(<Files items={files(1, 5)} />);
    await expectRows(files(1, 5));
    expect(listings()).toBeGreaterThan(0);
    unmount();

    // Outside the test environment (as in the browser), it never lists them.
    vi.stubEnv('VIRT_ON', '1');
    listings = countPrototypeListings();
    render(<Files items={files(1, 5)} />);
    await expectRows(files(1, 5));
    expect(listings()).toBe(0);
  });
});
