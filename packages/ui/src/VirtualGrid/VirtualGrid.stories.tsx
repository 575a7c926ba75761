import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { makeFiles, type StoryFile } from '../collections/story-files';
import {
  type DragAndDropOptions,
  isTextDropItem,
  useDragAndDrop,
} from '../DragAndDrop/useDragAndDrop';
import {
  type Selection,
  type SortDescriptor,
  VirtualGrid,
  type VirtualGridColumn,
} from './VirtualGrid';

type FileRow = StoryFile;

const columns: VirtualGridColumn<FileRow>[] = [
  { id: 'name', name: 'Name', isRowHeader: true, allowsSorting: true, render: (f) => f.name },
  { id: 'kind', name: 'Kind', width: 160, render: (f) => f.kind },
  { id: 'size', name: 'Size', width: 120, allowsSorting: true, render: (f) => `${f.size} KB` },
];

const getKey = (f: FileRow) => f.id;
const getTextValue = (f: FileRow) => f.name;

interface FilesGridProps {
  count: number;
  height?: number;
  onAction?: (key: unknown) => void;
  onSelectionChange?: (keys: Selection) => void;
}

function FilesGrid({ count, height = 320, onAction, onSelectionChange }: FilesGridProps) {
  const [selected, setSelected] = useState<Selection>(new Set());
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const items = useMemo(() => {
    const files = [...makeFiles(count)];
    const by = sort.column as keyof FileRow;
    files.sort((a, b) => (a[by] < b[by] ? -1 : a[by] > b[by] ? 1 : 0));
    return sort.direction === 'descending' ? files.reverse() : files;
  }, [count, sort]);
  return (
    <VirtualGrid
      aria-label="Files"
      items={items}
      getKey={getKey}
      getTextValue={getTextValue}
      columns={columns}
      height={height}
      selectionMode="multiple"
      selectionBehavior="replace"
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        setSelected(keys);
        onSelectionChange?.(keys);
      }}
      onAction={onAction}
      sortDescriptor={sort}
      onSortChange={setSort}
      renderEmptyState={() => <p style={{ padding: 16 }}>No files yet.</p>}
    />
  );
}

const meta = {
  title: 'UI/VirtualGrid',
  component: FilesGrid,
  args: { count: 50, onAction: fn(), onSelectionChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FilesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const focusedRowIndex = () =>
  Number(document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex'));

/** A table: the keyboard moves, selects, opens and sorts. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Files' });
    await expect(grid).toHaveAttribute('aria-rowcount', '51');
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
    await userEvent.tab();
    await expect(focusedRowIndex()).toBe(2);
    // Replace selection: focus selects; Shift+ArrowDown extends.
    await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() =>
      expect(canvas.getAllByRole('row', { selected: true }).map((r) => r.dataset.key)).toEqual([
        'file-2',
        'file-3',
      ]),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('file-3');
    // Type-ahead.
    await userEvent.keyboard('Document 00042');
    await waitFor(() => expect(focusedRowIndex()).toBe(43));
    // Ctrl+A selects all, Escape clears.
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryAllByRole('row', { selected: true })).toHaveLength(0));
    // ArrowUp from the first row reaches the sortable headers; Enter sorts.
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Size' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedRowIndex()).toBe(2));
  },
};

/** The pointer: a click selects one row, Ctrl+click adds, a double click opens. */
export const Pointer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.click(await canvas.findByRole('rowheader', { name: 'Document 00003' }));
    await user.keyboard('{Control>}');
    await user.click(canvas.getByRole('rowheader', { name: 'Document 00005' }));
    await user.keyboard('{/Control}');
    await waitFor(() =>
      expect(canvas.getAllByRole('row', { selected: true }).map((r) => r.dataset.key)).toEqual([
        'file-3',
        'file-5',
      ]),
    );
    await user.dblClick(canvas.getByRole('rowheader', { name: 'Document 00007' }));
    await expect(args.onAction).toHaveBeenCalledWith('file-7');
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No files yet.')).toBeInTheDocument();
  },
};

function Tiles({ count }: { count: number }) {
  const [selected, setSelected] = useState<Selection>(new Set());
  return (
    <VirtualGrid
      aria-label="Photos"
      layout="tiles"
      tileSize={120}
      items={makeFiles(count)}
      getKey={getKey}
      getTextValue={getTextValue}
      renderTile={(f) => (
        <>
          <strong>{f.kind}</strong>
          <span>{f.name}</span>
        </>
      )}
      height={360}
      selectionMode="multiple"
      selectionBehavior="replace"
      selectedKeys={selected}
      onSelectionChange={setSelected}
    />
  );
}

/** Tiles: as many per row as fit; the arrows move in two dimensions. */
export const TilesLayout: Story = {
  render: () => (
    <div style={{ width: 560 }}>
      <Tiles count={200} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Photos' });
    await expect(grid).toHaveAttribute('aria-rowcount', '200');
    await userEvent.tab();
    await expect(focusedRowIndex()).toBe(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(focusedRowIndex()).toBe(3));
    // 560 px hold four 120 px tiles a row.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedRowIndex()).toBe(7));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedRowIndex()).toBe(200));
    await expect(within(grid).getAllByRole('row').length).toBeLessThanOrEqual(100);
  },
};

const ENTRY_TYPE = 'application/x-story-files';

/** Files dragged onto a folder move into it; only folders take a drop. */
function MoveIntoFolders() {
  const files = makeFiles(20);
  const [moved, setMoved] = useState<string[]>([]);
  const latest = useRef(moved);
  latest.current = moved;
  const options = useMemo<DragAndDropOptions>(
    () => ({
      getItems: (keys) => [
        { [ENTRY_TYPE]: JSON.stringify([...keys]), 'text/plain': [...keys].join('\n') },
      ],
      acceptedDragTypes: [ENTRY_TYPE],
      getDropOperation: (target) =>
        target.type === 'item' &&
        target.dropPosition === 'on' &&
        files.find((f) => f.id === target.key)?.kind === 'Folder'
          ? 'move'
          : 'cancel',
      onItemDrop: async ({ target, items }) => {
        const ids: string[] = [];
        for (const item of items) {
          if (isTextDropItem(item))
            ids.push(...(JSON.parse(await item.getText(ENTRY_TYPE)) as string[]));
        }
        if (target.type === 'item')
          setMoved((m) => [...m, `${ids.join(', ')} → ${String(target.key)}`]);
      },
    }),
    [files],
  );
  const { dragAndDropHooks } = useDragAndDrop(options);
  const visible = useMemo(() => files, [files]);
  return (
    <div>
      <VirtualGrid
        aria-label="Files"
        items={visible}
        getKey={getKey}
        getTextValue={getTextValue}
        columns={columns}
        height={320}
        selectionMode="multiple"
        selectionBehavior="replace"
        dragAndDropHooks={dragAndDropHooks}
      />
      <output aria-label="Moves">{moved.join('; ')}</output>
    </div>
  );
}

/** Keyboard drag and drop: ArrowLeft reaches a row's drag handle, Enter starts, Enter drops. */
export const DragAndDrop: Story = {
  render: () => <MoveIntoFolders />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Files' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    const handle = canvas.getByRole('button', { name: /Drag Document 00002/ });
    await expect(handle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The first folder that takes the drop (file-1) gets the focus; Enter drops there.
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('button'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Moves' })).toHaveTextContent('file-2 → file-'),
    );
  },
};

function PagedGrid() {
  const [count, setCount] = useState(20);
  const [loading, setLoading] = useState(false);
  const onLoadMore = useCallback(() => {
    setLoading(true);
    setTimeout(() => {
      setCount((c) => Math.min(60, c + 20));
      setLoading(false);
    }, 50);
  }, []);
  return (
    <VirtualGrid
      aria-label="Files"
      items={makeFiles(60).slice(0, count)}
      getKey={getKey}
      getTextValue={getTextValue}
      columns={columns}
      height={320}
      selectionMode="single"
      hasMore={count < 60}
      isLoadingMore={loading}
      onLoadMore={onLoadMore}
      loadingMore="Loading more…"
    />
  );
}

/** Pages load as the end comes near; End reaches the last row loaded. */
export const LoadMore: Story = {
  render: () => <PagedGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Files' });
    // The first page is short enough that the next one is asked for at once (the header,
    // 40 rows and the loading row).
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '42'));
    await expect(canvas.getByText('Loading more…')).toBeInTheDocument();
    await userEvent.tab();
    // End focuses the last row loaded, which brings the end near: the last page loads.
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '61'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedRowIndex()).toBe(61));
    await expect(canvas.queryByText('Loading more…')).not.toBeInTheDocument();
  },
};

/** The virtualisation check: 10,000 rows, and the DOM keeps only those in view. */
export const TenThousandRows: Story = {
  args: { count: 10_000, height: 400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Files' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(grid).getAllByRole('row').length).toBeLessThanOrEqual(100);
    await userEvent.tab();
    await expect(focusedRowIndex()).toBe(2);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedRowIndex()).toBe(10_001));
    await expect(within(grid).getAllByRole('row').length).toBeLessThanOrEqual(100);
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focusedRowIndex()).toBe(2));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(focusedRowIndex()).toBeGreaterThan(5));
    await userEvent.keyboard('{End}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(focusedRowIndex()).toBe(9_997));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(focusedRowIndex()).toBe(10_001));
  },
};

/**
 * Used by tests/load/table-benchmark.ts: mounts the 10,000-row grid on press, after a
 * `table-mount-start` mark; the benchmark watches the DOM for the rows.
 */
export const TenThousandRowsBenchmark: Story = {
  render: function Render() {
    const [shown, setShown] = useState(false);
    makeFiles(10_000);
    return (
      <div>
        <Button
          onPress={() => {
            performance.mark('table-mount-start');
            setShown(true);
          }}
        >
          Mount table
        </Button>
        {shown && <FilesGrid count={10_000} height={600} />}
      </div>
    );
  },
};
