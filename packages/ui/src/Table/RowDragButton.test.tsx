import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDragAndDrop } from 'react-aria-components/useDragAndDrop';
import { describe, expect, it, vi } from 'vitest';
import { withViewportSize } from '../../test/viewport';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';

const files = Array.from({ length: 3 }, (_, i) => ({ id: `f${i + 1}`, name: `File ${i + 1}` }));

interface Spies {
  onDragStart: (e: { keys: Set<unknown> }) => void;
  onDragEnd: (e: { dropOperation: string }) => void;
  onRowAction: (key: unknown) => void;
}

function DraggableFiles({ onDragStart, onDragEnd, onRowAction }: Spies) {
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onDragStart,
    onDragEnd,
  });
  return (
    <Table
      aria-label="Files"
      selectionMode="multiple"
      selectionBehavior="replace"
      onRowAction={onRowAction}
      dragAndDropHooks={dragAndDropHooks}
    >
      <TableHeader>
        <Column isRowHeader>Name</Column>
        <Column>Kind</Column>
      </TableHeader>
      <TableBody items={files}>
        {(file) => (
          <Row id={file.id} textValue={file.name}>
            <Cell>{file.name}</Cell>
            <Cell>Text</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

withViewportSize();

function renderFiles() {
  const spies = { onDragStart: vi.fn(), onDragEnd: vi.fn(), onRowAction: vi.fn() };
  render(<DraggableFiles {...spies} />);
  return spies;
}

describe('a row’s drag handle', () => {
  it('is a button named after its row, letting pointer events through to the row', () => {
    renderFiles();
    const handle = screen.getByRole('button', { name: 'Drag File 2' });
    expect(handle.tagName).toBe('BUTTON');
    expect(handle).toHaveStyle({ pointerEvents: 'none' });
  });

  // Regression: the handle had a column of its own, an empty header box whose row lines sat
  // off the other columns' lines.
  it('takes no column: the header holds the table’s columns, the handle the row’s last cell', () => {
    renderFiles();
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Name', 'Kind']);
    const row = screen.getByRole('row', { name: /File 2/ });
    expect(within(row).getAllByRole('rowheader')).toHaveLength(1);
    const [kind, ...more] = within(row).getAllByRole('gridcell');
    expect(more).toHaveLength(0);
    expect(within(kind as HTMLElement).getByRole('button')).toHaveAccessibleName('Drag File 2');
  });

  it.each(['{Enter}', ' '])(
    'given keyboard focus, %s starts a drag of its row, without the row action',
    async (key) => {
      const { onDragStart, onDragEnd, onRowAction } = renderFiles();
      const handle = screen.getByRole('button', { name: 'Drag File 2' });
      // The handle lets pointer events through, which user-event would take for unclickable.
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      // Into the table, down to File 2, left into its last cell: its handle.
      await user.tab();
      await user.keyboard('{ArrowDown}{ArrowLeft}');
      await waitFor(() => expect(handle).toHaveFocus());
      await user.keyboard(key);
      await waitFor(() => expect(onDragStart).toHaveBeenCalledTimes(1));
      expect([...(onDragStart.mock.calls[0]?.[0].keys ?? [])]).toEqual(['f2']);
      expect(onRowAction).not.toHaveBeenCalled();
      // The drag outlives Enter's keyup (the e2e keyboard move checks it in Chromium).
      expect(onDragEnd).not.toHaveBeenCalled();
      // Escape cancels the keyboard drag. React Aria starts listening for it in the animation
      // frame after the drag began: wait for that frame (its callbacks run in order), as a
      // person pressing Escape always does; a loaded machine sent the key before it.
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(onDragEnd).toHaveBeenCalledWith(
          expect.objectContaining({ dropOperation: 'cancel' }),
        ),
      );
    },
  );

  it('a click with a pointer (detail 1) neither drags nor reaches the row', () => {
    const { onDragStart, onRowAction } = renderFiles();
    fireEvent.click(screen.getByRole('button', { name: 'Drag File 2' }), { detail: 1 });
    expect(onDragStart).not.toHaveBeenCalled();
    expect(onRowAction).not.toHaveBeenCalled();
  });
});
