/**
 * Tests of the useGridState part of patches/react-stately@3.51.0.patch (docs/decisions/0011
 * §14): a grid's state wraps its selection state's own `setFocusedKey`, not the wrapper an
 * earlier render left there. React Aria's Table keeps one selection state across the renders
 * of its body; before the patch each render wrapped the previous wrapper, and the chain kept
 * every collection the table had rendered alive.
 */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { importPatchedFile, readPatchedFile } from '../../test/patched-dist';
import { withViewportSize } from '../../test/viewport';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table';

withViewportSize(800, 600);

type SelectionState = { setFocusedKey: (key: string | null) => void; focusedKey: unknown };
type UseGridState = (props: {
  collection: unknown;
  focusMode?: 'row' | 'cell';
  UNSAFE_selectionState: SelectionState;
}) => unknown;

const { useGridState } = await importPatchedFile<{ useGridState: UseGridState }>(
  'react-stately',
  'dist/private/grid/useGridState.mjs',
);
const { useMultipleSelectionState } = await importPatchedFile<{
  useMultipleSelectionState: (props: object) => SelectionState;
}>('react-stately', 'dist/private/selection/useMultipleSelectionState.mjs');

/** A collection that only answers `getItem` (nothing is in it), counting the calls. */
const emptyCollection = () => ({ getItem: vi.fn((_key: unknown) => null) });

/** A one-column table whose row count the test sets from outside. */
let setCount: (count: number) => void = () => {};
function Files() {
  const [count, set] = useState(3);
  setCount = set;
  const items = Array.from({ length: count }, (_, i) => ({ id: `f${i}`, name: `File ${i}` }));
  return (
    <Table aria-label="Files" height={400} rowHeight={40}>
      <TableHeader>
        <Column isRowHeader>Name</Column>
      </TableHeader>
      <TableBody items={items}>
        {(item) => (
          <Row id={item.id}>
            <Cell>{item.name}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

describe("react-stately patch: a grid state wraps the selection state's own setFocusedKey", () => {
  it('is applied, in mjs and cjs', () => {
    for (const ext of ['mjs', 'cjs']) {
      const source = readPatchedFile('react-stately', `dist/private/grid/useGridState.${ext}`);
      expect(source).toContain('let setFocusedKey = $coffer$ownSetFocusedKey.get(selectionState);');
    }
  });

  it('a focus goes through the latest render only, whatever the renders before it', () => {
    const selection = renderHook(() => useMultipleSelectionState({ selectionMode: 'multiple' }));
    const state = selection.result.current;
    const collections = Array.from({ length: 6 }, emptyCollection);
    const grid = renderHook(
      ({ collection }) =>
        useGridState({ collection, focusMode: 'cell', UNSAFE_selectionState: state }),
      { initialProps: { collection: collections[0] } },
    );
    for (const collection of collections.slice(1)) grid.rerender({ collection });
    for (const collection of collections) collection.getItem.mockClear();

    act(() => state.setFocusedKey('row-1'));

    // The latest collection looks for the row (to focus its first cell); the earlier
    // collections are no longer reachable from the selection state.
    expect(collections.at(-1)?.getItem).toHaveBeenCalledOnce();
    for (const collection of collections.slice(0, -1)) {
      expect(collection.getItem).not.toHaveBeenCalled();
    }
    expect(state.focusedKey).toBe('row-1');
  });

  it('a table whose rows changed many times still moves focus by keyboard', async () => {
    const user = userEvent.setup();
    render(<Files />);
    for (let count = 4; count <= 8; count++) act(() => setCount(count));
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'File 7' })).toBeVisible());
    await user.click(screen.getByRole('rowheader', { name: 'File 2' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('File 3');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('row', { name: /File 3/ }));
  });
});
