import { workspacesApi } from '@coffer/contract';
import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
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

/** An empty name is refused with the server's message; focus stays on the field. */
export const EmptyName: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create workspace' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const message = await within(dialog).findByText('The name field is required.');
    // The field's message fades in: visible once its opacity has left 0.
    await waitFor(() => expect(message).toBeVisible());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The server refuses the name (422): its message shows on the field, which takes focus. */
export const NameRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(workspacesApi.create, () =>
        mockError(422, 'The name has already been taken.', {
          name: ['The name has already been taken.'],
        }),
      ),
    );
  },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create workspace' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Design team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog).getByText('The name has already been taken.')).toBeVisible(),
    );
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
