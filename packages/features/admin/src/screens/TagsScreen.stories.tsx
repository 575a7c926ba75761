import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBootstrap } from '../mocks';
import {
  adminScreenMeta,
  body,
  confirmByKeyboard,
  lastToast,
  openDialog,
  openRowMenu,
  pickFilterOption,
  pressButton,
} from '../mocks/stories';
import { tagHandlers } from '../mocks/tags';
import { TagsScreen } from './TagsScreen';

const meta = {
  title: 'Admin/TagsScreen',
  component: TagsScreen,
  ...adminScreenMeta('/admin/tags', adminBootstrap(['admin.access', 'tags.update'])),
  beforeEach({ msw }) {
    msw.use(...tagHandlers());
  },
} satisfies Meta<typeof TagsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The "Add tag" dialog, opened by keyboard once the list shows; its Name field has the focus. */
async function openAddTag(canvasElement: HTMLElement) {
  await within(canvasElement).findByText('invoices');
  const dialog = await openDialog(canvasElement, 'Add tag');
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
  return dialog;
}

/** Every tag; the search (by name or display name) asks the server once typing pauses. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('invoices');
    await expect(canvas.getByText('1–5 of 5')).toBeInTheDocument();
    canvas.getByRole('searchbox', { name: 'Search' }).focus();
    await userEvent.keyboard('holidays 2026');
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeInTheDocument());
    await expect(canvas.queryByText('invoices')).toBeNull();
  },
};

/** The type filter, by keyboard: only the system labels. */
export const FilteredByType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('invoices');
    await pickFilterOption(canvasElement, /Type/, '{Home}{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByText('1–2 of 2')).toBeInTheDocument());
    await expect(canvas.queryByText('invoices')).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...tagHandlers({ tags: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No tags match')).toBeInTheDocument();
  },
};

/** "Add tag" by keyboard: a custom tag, shown in the list with a toast. */
export const AddTag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAddTag(canvasElement);
    await userEvent.keyboard('receipts');
    await userEvent.tab();
    await userEvent.keyboard('Receipts');
    await pressButton(dialog, 'Add tag');
    await waitFor(() => expect(lastToast()).toBe('Tag created'));
    await expect(await canvas.findByText('receipts')).toBeInTheDocument();
  },
};

/** A name that is not slug-like is refused under its field, before any call. */
export const InvalidName: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddTag(canvasElement);
    await userEvent.keyboard('Not a slug');
    await pressButton(dialog, 'Add tag');
    await expect(
      await within(dialog).findByText(/only lowercase letters, digits, dashes and underscores/),
    ).toBeInTheDocument();
  },
};

/** A system label: its menu's Delete is disabled; Edit changes only its display name. */
export const EditLabel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await openRowMenu(canvasElement, 'starred');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Home}{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit tag' });
    const display = within(dialog).getByRole('textbox', { name: 'Display name' });
    await waitFor(() => expect(display).toHaveFocus());
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await userEvent.keyboard('{Control>}a{/Control}Favourites');
    await pressButton(dialog, 'Save');
    await waitFor(() => expect(lastToast()).toBe('Tag updated'));
    await expect(await canvas.findByText('Favourites')).toBeInTheDocument();
  },
};

/** Delete a custom tag from its menu, confirmed. */
export const DeleteTag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowMenu(canvasElement, 'drafts');
    await userEvent.keyboard('{End}{Enter}');
    await confirmByKeyboard(canvasElement);
    await waitFor(() => expect(lastToast()).toBe('Deleted 1 tag'));
    await waitFor(() => expect(canvas.queryByText('drafts')).toBeNull());
  },
};
