import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withViewportSize } from '../../test/viewport';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table';
import { ChunkedCollection, chunkSize, useStableChunks } from './ChunkedCollection';

const file = (i: number) => ({ id: `f${i}`, name: `File ${i}` });
const files = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => file(from + i));

describe('useStableChunks', () => {
  it('keeps the arrays of chunks whose items are unchanged; only changed chunks are new', () => {
    const first = files(0, 250);
    const { result, rerender } = renderHook(({ items }) => useStableChunks(items, 100), {
      initialProps: { items: first },
    });
    const before = result.current;
    expect(before.map((c) => c.length)).toEqual([100, 100, 50]);

    // A page appended: the two full chunks keep their arrays, the partial one is redone.
    const appended = [...first, ...files(250, 300)];
    rerender({ items: appended });
    expect(result.current.map((c) => c.length)).toEqual([100, 100, 100]);
    expect(result.current[0]).toBe(before[0]);
    expect(result.current[1]).toBe(before[1]);
    expect(result.current[2]).not.toBe(before[2]);
    expect(result.current.flat()).toEqual(appended);

    // One item replaced (a rename): only its chunk is new.
    const renamed = [...appended];
    renamed[150] = { ...file(150), name: 'Renamed' };
    const beforeRename = result.current;
    rerender({ items: renamed });
    expect(result.current[0]).toBe(beforeRename[0]);
    expect(result.current[1]).not.toBe(beforeRename[1]);
    expect(result.current[2]).toBe(beforeRename[2]);
  });
});

withViewportSize();

function Files({ items }: { items: { id: string; name: string }[] }) {
  return (
    <Table aria-label="Files" selectionMode="multiple" height={400} rowHeight={40}>
      <TableHeader>
        <Column isRowHeader>Name</Column>
      </TableHeader>
      <TableBody>
        <ChunkedCollection items={items}>
          {(item) => (
            <Row id={item.id} textValue={item.name}>
              <Cell>{item.name}</Cell>
            </Row>
          )}
        </ChunkedCollection>
      </TableBody>
    </Table>
  );
}

describe('ChunkedCollection in a Table', () => {
  it('lists every item in order as items are appended, and End reaches the last', async () => {
    const items = files(1, chunkSize * 2 + 31);
    const { rerender } = render(<Files items={items} />);
    const grid = screen.getByRole('grid', { name: 'Files' });
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(items.length + 1)));

    const more = [...items, ...files(items.length + 1, items.length + 51)];
    rerender(<Files items={more} />);
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(more.length + 1)));

    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{End}');
    const focusedRow = () => document.activeElement?.closest('[role="row"]');
    await waitFor(() =>
      expect(focusedRow()?.getAttribute('aria-rowindex')).toBe(String(more.length + 1)),
    );
    expect(within(focusedRow() as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      more.at(-1)?.name ?? '',
    );
  });
});
