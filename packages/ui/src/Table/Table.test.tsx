import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { withViewportSize } from '../../test/viewport';
import { Cell, Column, Row, Table, TableBody, TableHeader, type TableProps } from './Table';

const files = Array.from({ length: 6 }, (_, i) => ({ id: `f${i + 1}`, name: `File ${i + 1}` }));

function FilesTable(props: Partial<TableProps>) {
  return (
    <Table aria-label="Files" {...props}>
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

const bodyRows = () => screen.getAllByRole('row').slice(1);
const selectedNames = () =>
  screen
    .queryAllByRole('row', { selected: true })
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('Table', () => {
  it('given multiple selection, has no axe violations unselected and selected', async () => {
    const { container, unmount } = render(<FilesTable selectionMode="multiple" />);
    await expectNoAxeViolations(container);
    unmount();
    const selected = render(
      <FilesTable selectionMode="multiple" defaultSelectedKeys={['f1', 'f2']} />,
    );
    await expectNoAxeViolations(selected.container);
    // Two axe runs over a virtualised collection take seconds in jsdom on a busy machine.
  }, 20_000);

  it('clicking a row checkbox toggles it; Shift+click on a row selects the range', async () => {
    const user = userEvent.setup();
    render(<FilesTable selectionMode="multiple" />);
    await user.click(within(bodyRows()[1] as HTMLElement).getByRole('checkbox'));
    expect(selectedNames()).toEqual(['File 2']);
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('rowheader', { name: 'File 5' }));
    await user.keyboard('{/Shift}');
    expect(selectedNames()).toEqual(['File 2', 'File 3', 'File 4', 'File 5']);
  });

  it('in replace mode, a click replaces and Ctrl+click adds to the selection', async () => {
    const user = userEvent.setup();
    render(<FilesTable selectionMode="multiple" selectionBehavior="replace" />);
    await user.click(screen.getByRole('rowheader', { name: 'File 1' }));
    await user.click(screen.getByRole('rowheader', { name: 'File 3' }));
    expect(selectedNames()).toEqual(['File 3']);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('rowheader', { name: 'File 5' }));
    await user.keyboard('{/Control}');
    expect(selectedNames()).toEqual(['File 3', 'File 5']);
  });

  it('the select-all checkbox selects every row and Escape clears the selection', async () => {
    const user = userEvent.setup();
    render(<FilesTable selectionMode="multiple" />);
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(selectedNames()).toHaveLength(files.length);
    await user.keyboard('{Escape}');
    expect(selectedNames()).toHaveLength(0);
  });

  it('by keyboard: arrows move, Space selects, Shift+ArrowDown extends, Ctrl+A selects all', async () => {
    const user = userEvent.setup();
    render(<FilesTable selectionMode="multiple" />);
    await user.tab();
    expect(bodyRows()[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(bodyRows()[1]).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(selectedNames()).toEqual(['File 2', 'File 3', 'File 4']);
    await user.keyboard('{Control>}a{/Control}');
    expect(selectedNames()).toHaveLength(files.length);
    await user.keyboard('{Escape}');
    expect(selectedNames()).toHaveLength(0);
  });

  it('given single selection, selecting another row replaces the selection', async () => {
    const user = userEvent.setup();
    render(<FilesTable selectionMode="single" />);
    await user.click(within(bodyRows()[0] as HTMLElement).getByRole('checkbox'));
    await user.click(within(bodyRows()[2] as HTMLElement).getByRole('checkbox'));
    expect(selectedNames()).toEqual(['File 3']);
  });

  describe.each(['mouse', 'keyboard'] as const)('row action with the %s', (input) => {
    it('calls onRowAction with the row key', async () => {
      const user = userEvent.setup();
      const onRowAction = vi.fn();
      render(<FilesTable onRowAction={onRowAction} />);
      if (input === 'mouse') {
        await user.click(screen.getByRole('rowheader', { name: 'File 2' }));
      } else {
        await user.tab();
        await user.keyboard('{ArrowDown}{Enter}');
      }
      expect(onRowAction).toHaveBeenCalledWith('f2');
    });
  });

  it('sorts: pressing a sortable column header asks for the next direction', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <Table
        aria-label="Files"
        sortDescriptor={{ column: 'name', direction: 'ascending' }}
        onSortChange={onSortChange}
      >
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting>
            Name
          </Column>
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
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(header);
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
  });

  describe('the row checkbox', () => {
    it('is named after its row and is disabled with it', () => {
      render(<FilesTable selectionMode="multiple" disabledKeys={['f3']} />);
      expect(screen.getByRole('checkbox', { name: 'Select File 2' })).toBeEnabled();
      expect(screen.getByRole('checkbox', { name: 'Select File 3' })).toBeDisabled();
    });

    it('toggles only its row, once per click, and does not run the row action', async () => {
      const user = userEvent.setup();
      const onRowAction = vi.fn();
      const onSelectionChange = vi.fn();
      render(
        <FilesTable
          selectionMode="multiple"
          onRowAction={onRowAction}
          onSelectionChange={onSelectionChange}
        />,
      );
      const checkbox = screen.getByRole('checkbox', { name: 'Select File 2' });
      await user.click(checkbox);
      expect(checkbox).toBeChecked();
      expect(selectedNames()).toEqual(['File 2']);
      await user.click(checkbox);
      expect(checkbox).not.toBeChecked();
      expect(selectedNames()).toEqual([]);
      expect(onSelectionChange).toHaveBeenCalledTimes(2);
      expect(onRowAction).not.toHaveBeenCalled();
    });

    it('given keyboard focus, Space toggles it once', async () => {
      const user = userEvent.setup();
      const onSelectionChange = vi.fn();
      render(<FilesTable selectionMode="multiple" onSelectionChange={onSelectionChange} />);
      const checkbox = screen.getByRole('checkbox', { name: 'Select File 4' });
      checkbox.focus();
      await user.keyboard(' ');
      expect(selectedNames()).toEqual(['File 4']);
      expect(onSelectionChange).toHaveBeenCalledTimes(1);
    });
  });
});
