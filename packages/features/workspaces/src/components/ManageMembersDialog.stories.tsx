import { bootstrapFixture, userFixture, workspaceDetailsFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { workspaceHandlers } from '../mocks';
import { ManageMembersDialog } from './ManageMembersDialog';

const meta = {
  title: 'Workspaces/ManageMembersDialog',
  component: ManageMembersDialog,
  args: { workspaceId: 7, isOpen: true, onOpenChange: fn() },
  parameters: { bootstrap: bootstrapFixture({ user: userFixture({ id: 1 }) }) },
  beforeEach({ msw }) {
    msw.use(...workspaceHandlers());
  },
} satisfies Meta<typeof ManageMembersDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin view: invites someone by keyboard; the invite joins the pending list. */
export const Default: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Members of Design team',
    });
    const emails = await within(dialog).findByRole('textbox', { name: 'Invite by email' });
    emails.focus();
    await userEvent.keyboard('kay@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await expect(await within(dialog).findByText('kay@example.com')).toBeInTheDocument();
  },
};

/** An address the server refuses shows on the field, which takes focus; nobody is invited. */
export const RefusedAddress: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Members of Design team',
    });
    const emails = await within(dialog).findByRole('textbox', { name: 'Invite by email' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(within(dialog).getByText('The emails field is required.')).toBeVisible(),
    );
    await waitFor(() => expect(emails).toHaveFocus());
    await userEvent.keyboard('kay@example.com, not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await expect(
      await within(dialog).findByText('Each email must be a valid email address.'),
    ).toBeVisible();
    await waitFor(() => expect(emails).toHaveFocus());
    await expect(emails).toHaveValue('kay@example.com, not-an-address');
    await expect(within(dialog).queryByText('kay@example.com')).toBeNull();
  },
};

/** A Contributor sees the members, without invite or management controls. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...workspaceHandlers({
        details: workspaceDetailsFixture({
          role_id: 3,
          abilities: {
            viewFiles: true,
            upload: true,
            editAnyFile: false,
            manageMembers: false,
            renameWorkspace: false,
            deleteWorkspace: false,
          },
          invites: [],
        }),
      }),
    );
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Members of Design team',
    });
    await within(dialog).findByText('Alan Turing');
    await expect(within(dialog).queryByRole('textbox', { name: 'Invite by email' })).toBeNull();
  },
};
