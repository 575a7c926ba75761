import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminHandlers } from '../mocks';
import { adminScreenMeta, lastToast } from '../mocks/stories';
import { RoleEditorScreen } from './RoleEditorScreen';

const meta = {
  title: 'Admin/RoleEditorScreen',
  component: RoleEditorScreen,
  ...adminScreenMeta('/admin/roles/2/edit'),
  // The story's router matches every path: these routes give the editor its `:roleId`.
  render: () => (
    <Routes>
      <Route path="/admin/roles/new" element={<RoleEditorScreen />} />
      <Route path="/admin/roles/:roleId/edit" element={<RoleEditorScreen />} />
      <Route path="*" element={null} />
    </Routes>
  ),
  beforeEach({ msw }) {
    msw.use(...adminHandlers());
  },
} satisfies Meta<typeof RoleEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing the users role: its grants checked, its file limit filled, space unlimited. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('users');
    await expect(canvas.getByRole('checkbox', { name: 'files.create' })).toBeChecked();
    const limits = within(canvas.getByRole('group', { name: 'Limits of files.create' }));
    await expect(limits.getByRole('textbox', { name: 'max_files' })).toHaveValue('1,000');
    await expect(limits.getByRole('textbox', { name: 'max_space' })).toHaveValue('');
  },
};

/** Grant a permission with a restriction by keyboard, then save: back to the list. */
export const GrantAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Name' });
    const grant = canvas.getByRole('checkbox', { name: 'workspaces.create' });
    grant.focus();
    await userEvent.keyboard(' ');
    await expect(grant).toBeChecked();
    await userEvent.tab();
    const limits = within(canvas.getByRole('group', { name: 'Limits of workspaces.create' }));
    const limit = limits.getByRole('textbox', { name: 'count' });
    await expect(limit).toHaveFocus();
    await userEvent.keyboard('3');
    canvas.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toBe('Role updated'));
  },
};

/** A new role whose name the server refuses: the error shows under the field. */
export const NewWithServerError: Story = {
  parameters: { route: '/admin/roles/new' },
  beforeEach({ msw }) {
    msw.use(...adminHandlers({ roleErrors: { name: ['The name has already been taken.'] } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('users');
    canvas.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('The name has already been taken.')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
  },
};
