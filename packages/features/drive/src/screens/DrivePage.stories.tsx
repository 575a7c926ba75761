import { driveApi } from '@coffer/contract';
import { bootstrapFixture, fileEntryFixture, userFixture } from '@coffer/contract/fixtures';
import { mockEndpoint } from '@coffer/core/mocks';
import { DialogOutlet } from '@coffer/ui/DialogOutlet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { driveHandlers, listPage, manyEntries, sampleEntries, taggedEntries } from '../mocks';
import { DrivePage } from './DrivePage';

const meta = {
  title: 'Drive/DrivePage',
  component: DrivePage,
  args: { section: 'home' },
  parameters: { layout: 'fullscreen', bootstrap: bootstrapFixture({ user: userFixture() }) },
  decorators: [
    (Story) => (
      <>
        <Story />
        <DialogOutlet />
      </>
    ),
  ],
  beforeEach({ msw }) {
    localStorage.removeItem('coffer.drive.view');
    msw.use(...driveHandlers());
  },
} satisfies Meta<typeof DrivePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvas: HTMLElement) => within(canvas).findByRole('grid', { name: 'All files' });

/** The list as it first shows: a pointer drags a whole row, no handle column. */
export const List: Story = {};

/** The list: folders first; arrows move, Shift+ArrowDown extends, Delete trashes the range. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await grid(canvasElement));
    // Folders first: the first row of the list is the folder (read once the rows are drawn).
    await waitFor(() => expect(list.getAllByRole('row')[1]).toHaveAccessibleName('Projects'));
    await userEvent.click(await canvas.findByRole('rowheader', { name: 'Budget 2026.xlsx' }));
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(await canvas.findByText('2 items selected')).toBeInTheDocument();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(canvas.queryByText('Budget 2026.xlsx')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    await userEvent.keyboard('{Escape}');
  },
};

/** The grid of tiles, chosen with the toolbar toggle (remembered). */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Once the listing is drawn: a press on a toolbar still settling can be lost on a slow machine.
    const list = within(await grid(canvasElement));
    await waitFor(() => expect(list.getAllByRole('row')[1]).toHaveAccessibleName('Projects'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Grid view' }));
    await expect(await canvas.findByRole('button', { name: 'List view' })).toBeInTheDocument();
    await expect(localStorage.getItem('coffer.drive.view')).toBe('grid');
  },
};

/** A pending listing shows the delayed spinner. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...driveHandlers({ loading: true }));
  },
};

/** An empty drive invites an upload. */
export const EmptyHome: Story = {
  beforeEach({ msw }) {
    msw.use(...driveHandlers({ entries: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing here yet')).toBeInTheDocument();
  },
};

export const EmptyStarred: Story = {
  args: { section: 'starred' },
  beforeEach({ msw }) {
    msw.use(...driveHandlers({ entries: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing is starred')).toBeInTheDocument();
  },
};

export const EmptyTrash: Story = {
  args: { section: 'trash' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Trash is empty')).toBeInTheDocument();
  },
};

/** The trash offers restore and delete forever; Empty trash asks first. */
export const TrashWithItems: Story = {
  args: { section: 'trash' },
  beforeEach({ msw }) {
    msw.use(...driveHandlers({ trash: sampleEntries().slice(2, 4) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Empty trash' }));
    const dialog = await within(document.body).findByRole(
      'alertdialog',
      { name: 'Empty trash' },
      // Dialogs load on first use.
      { timeout: 5000 },
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** A search without matches says so (spec §8). */
export const SearchNoMatches: Story = {
  args: { section: 'search' },
  parameters: { route: '/drive/search?query=zebra' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('There are no items matching your query'),
    ).toBeInTheDocument();
  },
};

let searchCalls = 0;
/** Enter on the same query searches again (the text index may have caught up since). */
export const SearchAgain: Story = {
  args: { section: 'search' },
  parameters: { route: '/drive/search?query=saffron' },
  beforeEach({ msw }) {
    searchCalls = 0;
    const recipe = fileEntryFixture({ id: 9001, hash: 'recipe', name: 'recipe.txt', path: '6' });
    msw.use(
      mockEndpoint(driveApi.list, () => {
        searchCalls += 1;
        return listPage(searchCalls > 1 ? [recipe] : []);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('There are no items matching your query');
    const field = await canvas.findByRole('searchbox', { name: 'Search files' });
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(searchCalls).toBe(2));
    await expect(await canvas.findByRole('rowheader', { name: /^recipe\.txt/ })).toBeVisible();
  },
};

let searchFilters: Record<string, unknown>[] = [];
/**
 * The search filters from the keyboard: "Shared by me" and "Modified: Last 7 days" go to
 * the server in `filters` (a date a week back), and a search by filters alone lists entries.
 */
export const SearchFilters: Story = {
  args: { section: 'search' },
  parameters: { route: '/drive/search' },
  beforeEach({ msw }) {
    searchFilters = [];
    const shared = fileEntryFixture({
      id: 9002,
      hash: 'shared',
      name: 'shared notes.txt',
      path: '6',
    });
    msw.use(
      mockEndpoint(driveApi.list, ({ query }) => {
        const filters = JSON.parse(query.get('filters') ?? '{}');
        searchFilters.push(filters);
        return listPage(filters.sharedByMe ? [shared] : []);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sharedByMe = await canvas.findByRole('switch', { name: 'Shared by me' });
    sharedByMe.focus();
    await userEvent.keyboard(' ');
    await expect(
      await canvas.findByRole('rowheader', { name: /^shared notes\.txt/ }),
    ).toBeVisible();
    const modified = canvas.getByRole('button', { name: /Modified/ });
    modified.focus();
    await userEvent.keyboard('{ArrowDown}');
    const anyTime = await within(document.body).findByRole('option', { name: 'Any time' });
    await waitFor(() => expect(anyTime).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(searchFilters.at(-1)?.updatedAfter).toBeDefined());
    const last = searchFilters.at(-1)!;
    await expect(last.sharedByMe).toBe(true);
    const age = Date.now() - Date.parse(last.updatedAfter as string);
    await expect(Math.round(age / 86_400_000)).toBe(7);
  },
};

/** The context menu opens on the keyboard's Shift+F10 with the selection's actions. */
export const ContextMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('rowheader', { name: 'notes.txt' }));
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await within(document.body).findByRole('menu', { name: 'Actions' });
    await expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  },
};

/** F2 opens the rename dialog with the name selected. */
export const RenameDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('rowheader', { name: 'notes.txt' }));
    await userEvent.keyboard('{F2}');
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Rename' },
      { timeout: 5000 },
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('notes.txt');
  },
};

/** A folder of 500 entries pages in 50 at a time; the DOM holds only the visible rows. */
export const ManyEntries: Story = {
  beforeEach({ msw }) {
    msw.use(...driveHandlers({ entries: manyEntries(500) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'Report 00001.txt' });
    await expect(canvasElement.querySelectorAll('[role="row"]').length).toBeLessThan(100);
  },
};

/**
 * Entries carry their tags: a chip after the name in the list (its display name, else its
 * name), and in the grid, where the tile's description names them.
 */
export const Tags: Story = {
  beforeEach({ msw }) {
    msw.use(...driveHandlers({ entries: taggedEntries() }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const budget = await canvas.findByRole('rowheader', {
      name: 'Budget 2026.xlsx Invoices tax-2026',
    });
    await expect(within(budget).getByText('Invoices')).toBeVisible();
    await expect(
      canvas.getByRole('rowheader', { name: 'Contract.pdf Starred Public link Legal' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'notes.txt' })).toBeInTheDocument();
    // The grid, chosen from the keyboard: the tile's description names the tags.
    canvas.getByRole('button', { name: 'Grid view' }).focus();
    await userEvent.keyboard('{Enter}');
    const tile = await canvas.findByRole('row', {
      name: 'Budget 2026.xlsx Tagged Invoices, tax-2026',
    });
    await expect(within(tile).getByText('Invoices')).toBeVisible();
    await expect(
      canvas.getByRole('row', { name: 'Contract.pdf Starred, Public link, Tagged Legal' }),
    ).toBeInTheDocument();
  },
};
