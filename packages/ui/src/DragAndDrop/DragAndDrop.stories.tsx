import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table';
import { Text } from '../Text/Text';
import { type DragAndDropOptions, isTextDropItem, useDragAndDrop } from './useDragAndDrop';

interface Entry {
  id: string;
  name: string;
  isFolder: boolean;
}

const ENTRY_TYPE = 'application/x-story-entries';
const entries: Entry[] = [
  { id: 'photos', name: 'Photos', isFolder: true },
  { id: 'reports', name: 'Reports', isFolder: true },
  { id: 'budget', name: 'Budget.xlsx', isFolder: false },
  { id: 'notes', name: 'Notes.txt', isFolder: false },
];

/** Files dragged onto a folder move into it; only folders take a drop, and only on them. */
function MoveIntoFolders() {
  const [placed, setPlaced] = useState<Record<string, string>>({});
  const latest = useRef(placed);
  latest.current = placed;
  const options = useMemo<DragAndDropOptions>(
    () => ({
      getItems: (keys) => [
        { [ENTRY_TYPE]: JSON.stringify([...keys]), 'text/plain': [...keys].join('\n') },
      ],
      acceptedDragTypes: [ENTRY_TYPE],
      getDropOperation: (target) =>
        target.type === 'item' &&
        target.dropPosition === 'on' &&
        entries.find((e) => e.id === target.key)?.isFolder
          ? 'move'
          : 'cancel',
      onItemDrop: async ({ target, items }) => {
        const ids: string[] = [];
        for (const item of items) {
          if (isTextDropItem(item)) ids.push(...JSON.parse(await item.getText(ENTRY_TYPE)));
        }
        const moved = ids.filter((id) => id !== target.key);
        setPlaced({
          ...latest.current,
          ...Object.fromEntries(moved.map((id) => [id, String(target.key)])),
        });
      },
    }),
    [],
  );
  const { dragAndDropHooks } = useDragAndDrop(options);
  const shown = entries.filter((entry) => !placed[entry.id]);
  return (
    <>
      <Table
        aria-label="Files"
        selectionMode="multiple"
        selectionBehavior="replace"
        dragAndDropHooks={dragAndDropHooks}
        height={240}
      >
        <TableHeader>
          <Column isRowHeader>Name</Column>
          <Column>Kind</Column>
        </TableHeader>
        <TableBody items={shown}>
          {(entry) => (
            <Row id={entry.id} textValue={entry.name}>
              <Cell>{entry.name}</Cell>
              <Cell>{entry.isFolder ? 'Folder' : 'File'}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Text as="p" aria-live="polite">
        {Object.entries(placed)
          .map(([id, folder]) => `${nameOf(id)} is in ${nameOf(folder)}.`)
          .join(' ') || 'Nothing moved yet.'}
      </Text>
    </>
  );
}

function nameOf(id: string) {
  return entries.find((e) => e.id === id)?.name ?? id;
}

const meta = {
  title: 'UI/DragAndDrop',
  component: MoveIntoFolders,
} satisfies Meta<typeof MoveIntoFolders>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only: ArrowLeft from a row reaches its drag handle, Enter picks the row up and
 * focuses a place that takes it ("Drop on …"), the arrow keys move between such places (the
 * folders; files take no drop), Enter drops it there.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = await canvas.findByRole('row', { name: /Notes\.txt/ });
    await userEvent.click(within(notes).getByRole('rowheader'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Drag Notes.txt' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Drop on Reports' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Drop on Photos' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Notes.txt is in Photos.')).toBeInTheDocument());
    await expect(canvas.queryByRole('row', { name: /Notes\.txt/ })).not.toBeInTheDocument();
  },
};

/** Escape puts the row back where it was. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const budget = await canvas.findByRole('row', { name: /Budget\.xlsx/ });
    await userEvent.click(within(budget).getByRole('rowheader'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Drag Budget.xlsx' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Drop on /));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.queryAllByRole('button', { name: /^Drop on / })).toHaveLength(0),
    );
    await expect(canvas.getByText('Nothing moved yet.')).toBeInTheDocument();
  },
};
