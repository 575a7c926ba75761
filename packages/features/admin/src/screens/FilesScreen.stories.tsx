import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBootstrap, adminHandlers } from '../mocks';
import { adminFileHandlers } from '../mocks/admin-files';
import {
  adminScreenMeta,
  body,
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

/**
 * Preview from the row menu, by keyboard, opens the drive's previewer in place over the page's
 * files (a folder has none); the arrows step through them, Escape closes it and the focus
 * returns to the row's menu button.
 */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const folderMenu = await openRowMenu(canvasElement, 'Reports');
    await expect(within(folderMenu).getByRole('menuitem', { name: 'Preview' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await openRowMenu(canvasElement, 'beach.jpg');
    await userEvent.keyboard('{Home}{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'beach.jpg' });
    const view = within(dialog);
    const picture = await view.findByRole('img', { name: 'beach.jpg' });
    await expect(picture).toHaveAttribute('src', '/api/v1/admin/file-entries/3/preview');
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(view.getByText('3 of 4')).toBeInTheDocument();
    await expect(view.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/v1/admin/file-entries/3/preview',
    );
    // Previous: notes.txt, read from the admin's preview route.
    await userEvent.keyboard('{ArrowLeft}');
    const text = await view.findByRole('region', { name: 'Contents of notes.txt' });
    await waitFor(() => expect(text).toHaveTextContent('Notes of Grace Hopper'));
    await expect(view.getByText('2 of 4')).toBeInTheDocument();
    // Next twice: past the picture to the spreadsheet, which only offers its download.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(await view.findByText(/No preview available for this file/)).toBeInTheDocument();
    await expect(view.getByRole('link', { name: 'Download budget.xlsx' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: 'Actions for beach.jpg' }),
      ).toHaveFocus(),
    );
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
