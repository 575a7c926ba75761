import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { driveHandlers, manyEntries, sampleEntries } from '../mocks';
import { mouseDrag } from '../mocks/gestures';
import { DrivePage } from './DrivePage';

/** Rubber-band selection: a mouse drag from empty space selects what the rectangle crosses. */
const meta = {
  title: 'Drive/DrivePage/Lasso',
  component: DrivePage,
  args: { section: 'home', isMobile: false },
  parameters: { layout: 'fullscreen', bootstrap: bootstrapFixture({ user: userFixture() }) },
  beforeEach({ msw }) {
    localStorage.removeItem('coffer.drive.view');
    msw.use(...driveHandlers());
  },
} satisfies Meta<typeof DrivePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const centreOf = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
};

/** The empty space under the last row of the list. */
async function listSpace(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('grid', { name: 'All files' });
  const last = await canvas.findByRole('rowheader', { name: 'notes.txt' });
  const below = last.getBoundingClientRect().bottom + 40;
  return { table, point: { x: table.getBoundingClientRect().left + 300, y: below } };
}

const order = sampleEntries().map((e) => String(e.id));
const names = new Map(sampleEntries().map((e) => [String(e.id), e.name]));
/** The names of the rows the list shows as selected, in the list's order. */
const selectedNames = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[role="row"][aria-selected="true"][data-key]')]
    .map((row) => row.getAttribute('data-key') ?? '')
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((key) => names.get(key));

/**
 * Dragging up from under the rows to the middle of 'Budget 2026.xlsx' selects four files;
 * Delete then trashes them.
 */
export const LassoInList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table, point } = await listSpace(canvasElement);
    const budget = centreOf(canvas.getByRole('rowheader', { name: 'Budget 2026.xlsx' }));
    await mouseDrag(table, point, { x: point.x - 120, y: budget.y });
    await expect(
      await canvas.findByText('4 items selected', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(selectedNames(canvasElement)).toEqual([
      'Budget 2026.xlsx',
      'Holiday.jpg',
      'Contract.pdf',
      'notes.txt',
    ]);
    // The keyboard acts on what the lasso selected: Delete moves the four to the trash.
    table.focus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(canvas.queryByText('notes.txt')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    await expect(canvas.queryByText('Budget 2026.xlsx')).not.toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: /^Photos/ })).toBeInTheDocument();
  },
};

/** With Ctrl held, the lasso adds to what was selected (here by the keyboard); a click on empty space clears. */
export const LassoAddsWithCtrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('rowheader', { name: /^Projects/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByText('1 item selected')).toBeInTheDocument();
    const { table, point } = await listSpace(canvasElement);
    const contract = centreOf(canvas.getByRole('rowheader', { name: /^Contract\.pdf/ }));
    await mouseDrag(table, point, { x: point.x, y: contract.y }, { ctrlKey: true });
    await expect(
      await canvas.findByText('3 items selected', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(selectedNames(canvasElement)).toEqual(['Photos', 'Contract.pdf', 'notes.txt']);
    // A click on empty space clears the selection, as in a file manager.
    await mouseDrag(table, point, point, { steps: 1 });
    await waitFor(() => expect(canvas.queryByText(/items? selected/)).not.toBeInTheDocument());
  },
};

/** Escape during a drag puts the previous selection back. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('rowheader', { name: /^Projects/ }));
    const { table, point } = await listSpace(canvasElement);
    const top = centreOf(canvas.getByRole('rowheader', { name: /^Photos/ }));
    // Hold the button at the end of the drag while Escape is pressed.
    const drag = mouseDrag(table, point, { x: point.x, y: top.y }, { holdMs: 2000 });
    await expect(await canvas.findByTestId('lasso')).toBeInTheDocument();
    await expect(
      await canvas.findByText('5 items selected', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await drag;
    await expect(canvas.queryByTestId('lasso')).not.toBeInTheDocument();
    await expect(await canvas.findByText('1 item selected')).toBeInTheDocument();
    await expect(selectedNames(canvasElement)).toEqual(['Projects']);
  },
};

/**
 * In a virtualised grid of 500 files, holding the lasso at the bottom edge scrolls, and the
 * entries that scrolled out of the DOM stay selected.
 */
export const LassoScrollsAVirtualisedGrid: Story = {
  beforeEach({ msw }) {
    localStorage.setItem('coffer.drive.view', 'grid');
    msw.use(...driveHandlers({ entries: manyEntries(500) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The grid view loads on first use.
    const grid = await canvas.findByRole('grid', { name: 'All files' });
    await canvas.findByRole('row', { name: 'Report 00001.txt' });
    const rect = grid.getBoundingClientRect();
    // The grid's padding, left of the first tile, is empty space.
    const start = { x: rect.left + 3, y: rect.top + 3 };
    await mouseDrag(grid, start, { x: rect.right - 30, y: rect.bottom - 4 }, { holdMs: 1500 });
    const count = await canvas.findByText(/\d+ items selected/);
    const selected = Number(count.textContent?.split(' ')[0]);
    const selectedInDom = canvasElement.querySelectorAll(
      '[role="row"][data-key][aria-selected="true"]',
    ).length;
    await expect(grid.scrollTop).toBeGreaterThan(0);
    // Some of the selected tiles are no longer in the DOM.
    await expect(selected).toBeGreaterThan(selectedInDom);
    // The first tile scrolled out of the DOM, and is still selected.
    await expect(canvas.queryByRole('row', { name: 'Report 00001.txt' })).toBeNull();
  },
};
