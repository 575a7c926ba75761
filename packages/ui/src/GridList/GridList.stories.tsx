import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, Folder } from 'lucide-react';
import { useState } from 'react';
import { useDragAndDrop } from 'react-aria-components/useDragAndDrop';
import { useListData } from 'react-aria-components/useListData';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GridList, GridListItem, gridListLayouts } from './GridList';
import { GridListLoadMoreItem } from './GridListLoadMoreItem';

const selectionModes = ['none', 'single', 'multiple'] as const;

interface Entry {
  id: string;
  name: string;
  isFolder: boolean;
}

function makeEntries(count: number): Entry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `entry-${i + 1}`,
    name: i % 4 === 0 ? `Folder ${i + 1}` : `Report ${i + 1}.pdf`,
    isFolder: i % 4 === 0,
  }));
}

function EntryContent({ entry }: { entry: Entry }) {
  const Icon = entry.isFolder ? Folder : FileText;
  return (
    <>
      <Icon size={18} aria-hidden="true" />
      {entry.name}
    </>
  );
}

const meta = {
  title: 'UI/GridList',
  component: GridList,
  args: {
    'aria-label': 'Files',
    selectionMode: 'multiple',
    layout: 'list',
    height: 320,
    items: makeEntries(12),
    onSelectionChange: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: gridListLayouts },
    selectionMode: { control: 'select', options: selectionModes },
  },
  render: (args) => (
    <GridList<Entry> {...args}>
      {(entry) => (
        <GridListItem id={entry.id} textValue={entry.name}>
          <EntryContent entry={entry} />
        </GridListItem>
      )}
    </GridList>
  ),
} satisfies Meta<typeof GridList<Entry>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: 'Folder 1' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown} {Shift>}{ArrowDown}{/Shift}');
    await expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryAllByRole('row', { selected: true })).toHaveLength(0);
  },
};

export const GridView: Story = {
  args: { layout: 'grid', tileSize: 140 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: 'Folder 1' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Report 2.pdf' })).toHaveFocus());
  },
};

export const SingleSelection: Story = { args: { selectionMode: 'single' } };

export const Selected: Story = { args: { defaultSelectedKeys: ['entry-2', 'entry-3'] } };

/** An item's checkbox toggles that item alone, once per click, even with item actions. */
export const CheckboxSelection: Story = {
  args: { onAction: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = await canvas.findByRole('checkbox', { name: /Report 2\.pdf/ });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(1);
    await userEvent.click(checkbox);
    await expect(canvas.queryAllByRole('row', { selected: true })).toHaveLength(0);
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabledKeys: ['entry-2'] } };

export const Actions: Story = {
  args: { selectionMode: 'none', onAction: fn() },
  play: async ({ args, canvasElement }) => {
    await within(canvasElement).findByRole('row', { name: 'Folder 1' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('entry-1');
  },
};

export const Empty: Story = {
  args: { items: [], renderEmptyState: () => 'This folder is empty.' },
};

/** 10,000 items; only the visible ones are in the DOM. */
export const TenThousandItems: Story = {
  args: { items: makeEntries(10_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('grid', { name: 'Files' });
    await canvas.findByRole('row', { name: 'Folder 1' });
    await expect(within(list).getAllByRole('row').length).toBeLessThanOrEqual(100);
    // The first items show at once; the rest join the collection in the background.
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '10000'), {
      timeout: 30_000,
    });
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvas.getByRole('row', { name: 'Report 10000.pdf' })).toHaveFocus(),
    );
    await expect(within(list).getAllByRole('row').length).toBeLessThanOrEqual(100);
  },
};

/** Pages of 20 items, up to 60: the next page loads as the end of the list comes into view. */
function PagedList() {
  const [count, setCount] = useState(20);
  const [isLoading, setLoading] = useState(false);
  const hasMore = count < 60;
  const loadMore = () => {
    if (isLoading || !hasMore) return;
    setLoading(true);
    setTimeout(() => {
      setCount((c) => c + 20);
      setLoading(false);
    }, 300);
  };
  return (
    <GridList aria-label="Files" selectionMode="multiple" height={320}>
      {makeEntries(count).map((entry) => (
        <GridListItem key={entry.id} id={entry.id} textValue={entry.name}>
          <EntryContent entry={entry} />
        </GridListItem>
      ))}
      <GridListLoadMoreItem onLoadMore={loadMore} isLoading={hasMore}>
        Loading more…
      </GridListLoadMoreItem>
    </GridList>
  );
}

export const LoadMore: Story = {
  render: () => <PagedList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('grid', { name: 'Files' });
    await canvas.findByRole('row', { name: 'Folder 1' });
    await expect(list).toHaveAttribute('aria-rowcount', '20');
    await userEvent.tab();
    // End focuses the last item loaded; its page brings the sentinel into view.
    for (const count of ['40', '60']) {
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', count));
    }
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Report 60.pdf' })).toHaveFocus());
    await expect(canvas.queryByText('Loading more…')).not.toBeInTheDocument();
  },
};

function MovableList() {
  const list = useListData({ initialItems: makeEntries(6) });
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': list.getItem(key)?.name ?? '' })),
    onReorder(e) {
      if (e.target.dropPosition === 'before') list.moveBefore(e.target.key, e.keys);
      else if (e.target.dropPosition === 'after') list.moveAfter(e.target.key, e.keys);
    },
  });
  return (
    <GridList
      aria-label="Files"
      selectionMode="multiple"
      items={list.items}
      dragAndDropHooks={dragAndDropHooks}
      height={320}
    >
      {(entry) => (
        <GridListItem id={entry.id} textValue={entry.name}>
          <EntryContent entry={entry} />
        </GridListItem>
      )}
    </GridList>
  );
}

export const DragAndDrop: Story = { render: () => <MovableList /> };
