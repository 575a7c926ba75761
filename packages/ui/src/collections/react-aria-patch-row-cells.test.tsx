/**
 * Tests of the Row part of patches/react-aria-components@1.22.1.patch and of the leaf part of
 * patches/react-aria@3.53.1.patch (docs/decisions/0011 §15, §17): a row whose children are
 * Cell elements has them as they are in React Aria's hidden collection, without a
 * `Collection` (a component, a context provider, four hooks) around them (§15), and puts them
 * there as the collection's own cell elements, without a Cell component per cell (§17); rows
 * whose cells come from `columns` keep both, for their cells' scoped ids.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Cell as AriaCell, Collection } from 'react-aria-components/Table';
import { describe, expect, it } from 'vitest';
import { readPatchedFile } from '../../test/patched-dist';
import { withViewportSize } from '../../test/viewport';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table';

withViewportSize(800, 600);

interface File {
  id: string;
  name: string;
  size: string;
}

const files = (count: number): File[] =>
  Array.from({ length: count }, (_, i) => ({ id: `f${i}`, name: `File ${i}`, size: `${i} KB` }));

const columns = [
  { id: 'name', name: 'Name', isRowHeader: true },
  { id: 'size', name: 'Size', isRowHeader: false },
];

function StaticCells({ items }: { items: File[] }) {
  return (
    <Table aria-label="Files" height={400} rowHeight={40}>
      <TableHeader>
        <Column isRowHeader>Name</Column>
        <Column>Size</Column>
      </TableHeader>
      <TableBody items={items}>
        {(item) => (
          <Row id={item.id}>
            <Cell>{item.name}</Cell>
            <Cell>{item.size}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

function ColumnCells({ items }: { items: File[] }) {
  return (
    <Table aria-label="Files" height={400} rowHeight={40}>
      <TableHeader columns={columns}>
        {(column) => <Column isRowHeader={column.isRowHeader}>{column.name}</Column>}
      </TableHeader>
      <TableBody items={items}>
        {(item) => (
          <Row id={item.id} columns={columns}>
            {(column) => <Cell>{column.id === 'name' ? item.name : item.size}</Cell>}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/**
 * How many components of `type` React renders for the table, the hidden collection included
 * (it is a portal of the same tree): found from the grid's fiber, up to the root and down
 * through every fiber.
 */
function components(type: unknown): number {
  type Fiber = { type: unknown; child: Fiber | null; sibling: Fiber | null; return: Fiber | null };
  const grid = screen.getByRole('grid', { name: 'Files' }) as unknown as Record<string, Fiber>;
  const key = Object.keys(grid).find((k) => k.startsWith('__reactFiber$'));
  let fiber = key ? grid[key] : undefined;
  if (!fiber) throw new Error('no fiber on the grid');
  while (fiber.return) fiber = fiber.return;
  let count = 0;
  const stack: Fiber[] = [fiber];
  while (stack.length > 0) {
    const next = stack.pop() as Fiber;
    if (next.type === type) count++;
    if (next.sibling) stack.push(next.sibling);
    if (next.child) stack.push(next.child);
  }
  return count;
}

describe('react-aria-components patch: a row has its static cells without a Collection', () => {
  it('is applied, in mjs and cjs', () => {
    for (const ext of ['mjs', 'cjs']) {
      const table = readPatchedFile('react-aria-components', `dist/private/Table.${ext}`);
      expect(table).toMatch(
        /\$coffer\$useLeafNodes\(props\.columns == null && \$coffer\$areCells\(props\.children\) \? props\.children : null\)/,
      );
      const builder = readPatchedFile(
        'react-aria',
        `dist/private/collections/CollectionBuilder.${ext}`,
      );
      expect(builder).toContain('Result.$coffer$useLeafNodes = $coffer$useLeafNodes;');
    }
  });

  it("rows of static cells render no Cell component: the cells are the collection's own elements", async () => {
    render(<StaticCells items={files(8)} />);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'File 7' })).toBeVisible());
    expect(screen.getAllByRole('gridcell')).toHaveLength(8);
    expect(components(AriaCell)).toBe(0);
  });

  it('rows of cells from columns still render a Cell component per cell', async () => {
    render(<ColumnCells items={files(3)} />);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'File 2' })).toBeVisible());
    expect(components(AriaCell)).toBe(3 * 2);
  });

  it('a changed item shows in its static cells, the others stay', async () => {
    const { rerender } = render(<StaticCells items={files(3)} />);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'File 2' })).toBeVisible());
    const renamed = files(3).map((f) =>
      f.id === 'f1' ? { ...f, name: 'Renamed', size: '9 KB' } : f,
    );
    rerender(<StaticCells items={renamed} />);
    const row = await screen.findByRole('row', { name: /Renamed/ });
    expect(within(row).getByRole('gridcell')).toHaveTextContent('9 KB');
    expect(screen.queryByRole('rowheader', { name: 'File 1' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'File 2' })).toBeVisible();
  });

  it('rows of static cells add no Collection, however many rows', async () => {
    const { rerender } = render(<StaticCells items={files(3)} />);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'File 2' })).toBeVisible());
    const withThree = components(Collection);
    rerender(<StaticCells items={files(8)} />);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'File 7' })).toBeVisible());
    expect(components(Collection)).toBe(withThree);
  });

  it('rows of cells from columns keep theirs', async () => {
    const { rerender } = render(<ColumnCells items={files(3)} />);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'File 2' })).toBeVisible());
    const withThree = components(Collection);
    rerender(<ColumnCells items={files(8)} />);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'File 7' })).toBeVisible());
    // Two per row: the kit's Collection over `columns` and React Aria's around the row's
    // children, which scopes the cells' ids by the row's.
    expect(components(Collection)).toBe(withThree + 5 * 2);
  });

  it.each([
    ['static cells', StaticCells],
    ['cells from columns', ColumnCells],
  ])('%s: each row shows its own cells, and the keyboard moves through them', async (_, Files) => {
    const user = userEvent.setup();
    render(<Files items={files(4)} />);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'File 3' })).toBeVisible());
    for (const i of [0, 1, 2, 3]) {
      const row = screen.getByRole('row', { name: new RegExp(`File ${i}\\b`) });
      const cells = [
        within(row).getByRole('rowheader'),
        ...within(row).getAllByRole('gridcell'),
      ].map((cell) => cell.textContent);
      expect(cells).toEqual([`File ${i}`, `${i} KB`]);
    }
    await user.click(screen.getByRole('rowheader', { name: 'File 1' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveTextContent('1 KB');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('2 KB');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('row', { name: /File 2\b/ }));
  });
});
