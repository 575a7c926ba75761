import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Collection, TableLoadMoreItem } from 'react-aria-components/Table';
import { TableLayout } from 'react-aria-components/Virtualizer';
import { describe, expect, it, vi } from 'vitest';
import { withViewportSize } from '../../test/viewport';
import { rowsToFill } from './progressiveItems';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';

const count = 2_000;
const files = Array.from({ length: count }, (_, i) => ({ id: `f${i + 1}`, name: `File ${i + 1}` }));

function ManyFiles() {
  return (
    <Table aria-label="Files" selectionMode="multiple" height={400} rowHeight={40}>
      <TableHeader>
        <Column isRowHeader>Name</Column>
        <Column>Kind</Column>
      </TableHeader>
      <TableBody items={files}>
        {(file) => (
          <Row id={file.id}>
            <Cell>{file.name}</Cell>
            <Cell>Text</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

withViewportSize();

const grid = () => screen.getByRole('grid', { name: 'Files' });
const rowIndices = () =>
  within(grid())
    .getAllByRole('row')
    .map((row) => Number(row.getAttribute('aria-rowindex')));
const focusedRowIndex = () =>
  Number(document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex'));
/** Index of the header row is 1, so the body row n has aria-rowindex n + 1. */
const lastRowIndex = count + 1;

async function renderLoaded() {
  render(<ManyFiles />);
  await waitFor(() => expect(grid()).toHaveAttribute('aria-rowcount', String(lastRowIndex)), {
    timeout: 20_000,
  });
}

function scrollTo(top: number) {
  const element = grid();
  act(() => {
    element.scrollTop = top;
    fireEvent.scroll(element);
  });
}

describe('Table with thousands of rows', () => {
  it('shows the first rows at once and adds the rest in the background', async () => {
    render(<ManyFiles />);
    // Only the rows that fill the 400 px view (and the third ahead) are built at first.
    expect(grid()).toHaveAttribute('aria-rowcount', String(rowsToFill(400, 40) + 1));
    expect(screen.getByRole('rowheader', { name: 'File 1' })).toBeInTheDocument();
    await waitFor(() => expect(grid()).toHaveAttribute('aria-rowcount', String(lastRowIndex)), {
      timeout: 20_000,
    });
  }, 30_000);

  it('keeps only the rows in view in the DOM, wherever it is scrolled', async () => {
    await renderLoaded();
    expect(rowIndices().length).toBeLessThanOrEqual(20);
    // Row n (0-based) starts at the 40 px header plus n × 40 px.
    scrollTo(40 * 1_000);
    const indices = rowIndices();
    expect(indices.length).toBeLessThanOrEqual(20);
    expect(indices).toContain(1_000 + 2);
    expect(screen.queryByRole('rowheader', { name: 'File 1' })).not.toBeInTheDocument();
  }, 30_000);

  it('lays out only the rows in view, not every row scrolled past (regression: seconds per frame)', async () => {
    await renderLoaded();
    const buildRow = vi.spyOn(
      TableLayout.prototype as unknown as { buildRow(): unknown },
      'buildRow',
    );
    for (const top of [40 * 500, 40 * 1_000, 40 * 1_500, 40 * 1_990]) scrollTo(top);
    // Four scroll positions with about ten rows in view each; the stock layout would lay
    // out every row from the top down to the last position.
    expect(buildRow.mock.calls.length).toBeLessThan(100);
    buildRow.mockRestore();
  }, 30_000);

  it('End and PageDown reach the last row; the focused row stays in the DOM when scrolled away', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.tab();
    expect(focusedRowIndex()).toBe(2);
    await user.keyboard('{PageDown}');
    expect(focusedRowIndex()).toBeGreaterThan(5);
    await user.keyboard('{End}');
    await waitFor(() => expect(focusedRowIndex()).toBe(lastRowIndex));
    await user.keyboard('{ArrowUp}{ArrowUp}{PageDown}');
    await waitFor(() => expect(focusedRowIndex()).toBe(lastRowIndex));

    scrollTo(0);
    expect(screen.getByRole('rowheader', { name: 'File 1' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: `File ${count}` })).toBeInTheDocument();
    expect(rowIndices().length).toBeLessThanOrEqual(21);
    await user.keyboard('{Home}');
    await waitFor(() => expect(focusedRowIndex()).toBe(2));
  }, 30_000);

  it('Ctrl+Shift+End selects every row from the focused one to the last', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <Table aria-label="Files" selectionMode="multiple" onSelectionChange={onSelectionChange}>
        <TableHeader>
          <Column isRowHeader>Name</Column>
        </TableHeader>
        <TableBody items={files}>
          {(file) => (
            <Row id={file.id}>
              <Cell>{file.name}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>,
    );
    await waitFor(() => expect(grid()).toHaveAttribute('aria-rowcount', String(lastRowIndex)), {
      timeout: 20_000,
    });
    await user.tab();
    await user.keyboard('{ArrowDown} {Control>}{Shift>}{End}{/Shift}{/Control}');
    const keys = onSelectionChange.mock.lastCall?.[0] as Set<string>;
    expect(keys.size).toBe(count - 1);
    expect(keys.has(`f${count}`)).toBe(true);
    expect(keys.has('f1')).toBe(false);
  }, 30_000);

  it('with a load-more row after the rows (the drive), still lays out only the rows in view', async () => {
    // jsdom has no IntersectionObserver; the sentinel's visibility is not what is tested here.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    render(
      <Table aria-label="Files" height={400} rowHeight={40}>
        <TableHeader>
          <Column isRowHeader>Name</Column>
        </TableHeader>
        <TableBody>
          <Collection items={files}>
            {(file) => (
              <Row id={file.id}>
                <Cell>{file.name}</Cell>
              </Row>
            )}
          </Collection>
          <TableLoadMoreItem onLoadMore={() => {}} isLoading>
            Loading more…
          </TableLoadMoreItem>
        </TableBody>
      </Table>,
    );
    const buildRow = vi.spyOn(
      TableLayout.prototype as unknown as { buildRow(): unknown },
      'buildRow',
    );
    scrollTo(40 * 1_000);
    expect(rowIndices()).toContain(1_000 + 2);
    scrollTo(40 * count);
    expect(screen.getByRole('rowheader', { name: `File ${count}` })).toBeInTheDocument();
    expect(screen.getByText('Loading more…')).toBeInTheDocument();
    expect(buildRow.mock.calls.length).toBeLessThan(100);
    buildRow.mockRestore();
    vi.unstubAllGlobals();
  }, 30_000);
});
