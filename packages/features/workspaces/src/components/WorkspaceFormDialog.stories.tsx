import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { workspaceHandlers } from '../mocks';
import { WorkspaceFormDialog } from './WorkspaceFormDialog';

const meta = {
  title: 'Workspaces/WorkspaceFormDialog',
  component: WorkspaceFormDialog,
  args: { isOpen: true, onOpenChange: fn(), onSaved: fn() },
  parameters: { bootstrap: bootstrapFixture({ user: userFixture() }) },
  beforeEach({ msw }) {
    msw.use(...workspaceHandlers());
  },
} satisfies Meta<typeof WorkspaceFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create: types a name by keyboard and submits with Enter. */
export const Create: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create workspace' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Research{Enter}');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(100));
  },
};

export const Rename: Story = {
  args: { workspace: { id: 7, name: 'Design team' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Rename workspace' });
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Design team');
  },
};
