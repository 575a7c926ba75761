import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { adminBootstrap, adminHandlers } from '../mocks';
import { adminFileHandlers } from '../mocks/admin-files';
import {
  adminScreenMeta,
  confirmByKeyboard,
  focusRow,
  lastToast,
  openRowMenu,
  pickFilterOption,
  pressButton,
} from '../mocks/stories';
import { FilesScreen } from './FilesScreen';

const meta = {
  title: 'Admin/FilesScreen',
  component: FilesScreen,
  ...adminScreenMeta(
    '/admin/files',
    adminBootstrap(['admin.access', 'files.update', 'users.update']),
  ),
  beforeEach({ msw }) {
    msw.use(...adminHandlers(), ...adminFileHandlers());
  },
} satisfies Meta<typeof FilesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every entry of the site with its owner, tags, link and trash state; searched by name. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('beach.jpg');
    await expect(canvas.getByText('1–5 of 5')).toBeInTheDocument();
    await expect(canvas.getByText('Invoices')).toBeInTheDocument();
    canvas.getByRole('searchbox', { name: 'Search' }).focus();
    await userEvent.keyboard('budget');
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeInTheDocument());
    await expect(canvas.queryByText('beach.jpg')).toBeNull();
  },
};

/** The type filter, by keyboard: only folders. */
export const FilteredByType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('beach.jpg');
    await pickFilterOption(canvasElement, /Type/, '{Home}{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeInTheDocument());
    await expect(canvas.getByText('Reports')).toBeInTheDocument();
  },
};

/** The link filter, by keyboard: only entries a public link opens. */
export const FilteredByLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('beach.jpg');
    await pickFilterOption(canvasElement, /Public link/, '{Home}{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeInTheDocument());
    await expect(canvas.getByText('beach.jpg')).toBeInTheDocument();
  },
};

/** Opened from a link whose URL holds the owner filter: only Grace's entries. */
export const FilteredByOwner: Story = {
  parameters: { route: '/admin/files?filters=%7B%22owner%22%3A2%7D' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–2 of 2');
    await expect(canvas.getByText('notes.txt')).toBeInTheDocument();
    await expect(canvas.queryByText('budget.xlsx')).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...adminFileHandlers({ entries: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No files match')).toBeInTheDocument();
  },
};

/** Preview from the row menu opens the entry's preview URL in a new tab; a folder has none. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      const folderMenu = await openRowMenu(canvasElement, 'Reports');
      await expect(
        within(folderMenu).getByRole('menuitem', { name: 'Preview in a new tab' }),
      ).toHaveAttribute('aria-disabled', 'true');
      await userEvent.keyboard('{Escape}');
      await openRowMenu(canvasElement, 'beach.jpg');
      await userEvent.keyboard('{Home}{Enter}');
      await waitFor(() =>
        expect(open).toHaveBeenCalledWith(
          '/api/v1/admin/file-entries/3/preview',
          '_blank',
          'noopener',
        ),
      );
    } finally {
      open.mockRestore();
    }
  },
};

/** Select every row with Ctrl+A and delete them for good behind the confirm dialog. */
export const BulkDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await focusRow(canvasElement, 'beach.jpg');
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(await canvas.findByText('5 selected')).toBeInTheDocument();
    await pressButton(canvasElement, 'Delete selected');
    await confirmByKeyboard(canvasElement);
    await waitFor(() => expect(lastToast()).toBe('Deleted 5 entries'));
    await expect(await canvas.findByText('No files match')).toBeInTheDocument();
  },
};

/** Delete one entry from its menu, confirmed. */
export const DeleteEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowMenu(canvasElement, 'notes.txt');
    await userEvent.keyboard('{End}{Enter}');
    await confirmByKeyboard(canvasElement);
    await waitFor(() => expect(lastToast()).toBe('Deleted 1 entry'));
    await waitFor(() => expect(canvas.queryByText('notes.txt')).toBeNull());
  },
};
