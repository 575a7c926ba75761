import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminHandlers } from '../mocks';
import {
  adminScreenMeta,
  body,
  confirmByKeyboard,
  lastToast,
  openRowMenu,
  pickFilterOption,
  pressRowButton,
} from '../mocks/stories';
import { RolesScreen } from './RolesScreen';

const meta = {
  title: 'Admin/RolesScreen',
  component: RolesScreen,
  ...adminScreenMeta('/admin/roles'),
  beforeEach({ msw }) {
    msw.use(...adminHandlers());
  },
} satisfies Meta<typeof RolesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    await pickFilterOption(canvasElement, /^Any Type|Type/, '{End}{Enter}');
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeInTheDocument());
    await expect(canvas.queryByText('guests')).toBeNull();
  },
};

/** The guests role cannot be deleted: its menu's Delete is disabled. */
export const LockedRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('editors');
    await pressRowButton(canvasElement, 'guests');
    const menu = await body(canvasElement).findByRole('menu', { name: 'Actions for guests' });
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
    await openRowMenu(canvasElement, 'editors');
    await userEvent.keyboard('{End}{Enter}');
    await confirmByKeyboard(canvasElement);
    await waitFor(() => expect(lastToast()).toBe('Deleted 1 role'));
    await waitFor(() => expect(canvas.queryByText('editors')).toBeNull());
  },
};
