import { toastStore } from '@coffer/ui/Toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBootstrap, adminHandlers } from '../mocks';
import { withAdminLayout } from '../mocks/stories';
import { RolesScreen } from './RolesScreen';

const meta = {
  title: 'Admin/RolesScreen',
  component: RolesScreen,
  decorators: [withAdminLayout],
  parameters: { layout: 'fullscreen', route: '/admin/roles', bootstrap: adminBootstrap() },
  beforeEach({ msw }) {
    msw.use(...adminHandlers());
  },
} satisfies Meta<typeof RolesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A row's actions menu as the keyboard reaches it: the row, then ArrowLeft to its last cell. */
async function openRowMenu(canvasElement: HTMLElement, role: string) {
  const canvas = within(canvasElement);
  const row = (await canvas.findByText(role)).closest<HTMLElement>('[role="row"]');
  row?.focus();
  await waitFor(() => expect(row).toHaveFocus());
  await userEvent.keyboard('{ArrowLeft}');
  const button = canvas.getByRole('button', { name: `Actions for ${role}` });
  await waitFor(() => expect(button).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  return body(canvasElement).findByRole('menu', { name: `Actions for ${role}` });
}

/** Every role; the default and guests roles carry their badges. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('editors');
    await expect(canvas.getByText('New users')).toBeInTheDocument();
    await expect(canvas.getByText('1–4 of 4')).toBeInTheDocument();
  },
};

/** The type filter, by keyboard: only workspace roles. */
export const FilteredByType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('editors');
    canvas.getByRole('button', { name: /^Any Type|Type/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeInTheDocument());
    await expect(canvas.queryByText('guests')).toBeNull();
  },
};

/** The guests role cannot be deleted: its menu's Delete is disabled. */
export const LockedRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('editors');
    const menu = await openRowMenu(canvasElement, 'guests');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Delete a role from its menu, confirmed. */
export const DeleteRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await openRowMenu(canvasElement, 'editors');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{End}{Enter}');
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toastStore.getSnapshot().at(-1)?.message).toBe('Deleted 1 role'));
    await waitFor(() => expect(canvas.queryByText('editors')).toBeNull());
  },
};
