import { sharingApi } from '@coffer/contract';
import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { Modal } from '@coffer/ui/Modal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  clearLiveAnnouncer,
  ownerUser,
  sampleInvitations,
  sharedFolder,
  shareeUser,
  shareHandlers,
  suggestionsHandler,
} from '../mocks';
import { ShareDialog } from './ShareDialog';

const folder = sharedFolder();

const meta = {
  title: 'Sharing/ShareDialog',
  component: ShareDialog,
  args: { entry: folder },
  parameters: { bootstrap: bootstrapFixture({ user: userFixture() }) },
  render: (args) => (
    <Modal defaultOpen>
      <ShareDialog {...args} />
    </Modal>
  ),
  beforeEach({ msw }) {
    clearLiveAnnouncer();
    msw.use(...shareHandlers(folder));
  },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The owner sees the people with access, owner first. */
export const Default: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Share “Plans”' });
    const items = within(dialog).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Ada Lovelace (you)');
    await expect(items[0]).toHaveTextContent('Owner');
    await expect(items[1]).toHaveTextContent('Alan Turing');
  },
};

/** Emails become chips with Enter; Share adds them with the chosen role. */
export const AddPeopleByKeyboard: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Add people by email' });
    await userEvent.click(input);
    await userEvent.keyboard('grace@example.com{Enter}');
    await expect(
      await within(dialog).findByRole('row', { name: 'grace@example.com' }),
    ).toBeInTheDocument();
    await expect(input).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(dialog).getAllByRole('listitem')[2]).toHaveTextContent('grace@example.com');
  },
};

/** A malformed address stays in the field with an error. */
export const InvalidEmail: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Add people by email' });
    await userEvent.click(input);
    await userEvent.keyboard('not-an-email{Enter}');
    await expect(
      await within(dialog).findByText('“not-an-email” is not a valid email address.'),
    ).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Share with no address: the field says so and takes the focus; nothing is sent. */
export const NoAddress: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await expect(
      await within(dialog).findByText('Enter at least one email address.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Add people by email' })).toHaveFocus(),
    );
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The address still being typed is shared too, with the chosen role, on Enter. */
export const ShareTypedAddressAsEditor: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog');
    // The form's select comes before those of the people with access.
    const [permission] = within(dialog).getAllByRole('button', { name: /Permission/ });
    if (!permission) throw new Error('No permission select');
    await userEvent.click(permission);
    await userEvent.click(await body().findByRole('option', { name: 'Can edit' }));
    const input = within(dialog).getByRole('textbox', { name: 'Add people by email' });
    await userEvent.type(input, 'grace@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(dialog).getAllByRole('listitem')[2]).toHaveTextContent(
      /grace@example\.com.*Can edit/,
    );
  },
};

/** The server refuses an address of the list (`emails.0`): its message on the field. */
export const ServerRefusesAddress: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(sharingApi.share, () =>
        mockError(422, 'Enter a valid email address.', {
          'emails.0': ['Enter a valid email address.'],
        }),
      ),
    );
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Add people by email' });
    await userEvent.type(input, 'grace@example.com{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await expect(
      await within(dialog).findByText('Enter a valid email address.'),
    ).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveFocus());
  },
};

/** Removing someone takes them off the list. */
export const RemoveAccess: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Alan Turing' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
  },
};

const WAITING = 'Invitations waiting for sign-up';

/** Addresses nobody has proven yet wait under the people, with the role they will get. */
export const WithInvitations: Story = {
  beforeEach({ msw }) {
    msw.use(...shareHandlers(folder, sampleInvitations));
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const waiting = await within(dialog).findByRole('list', { name: WAITING });
    const items = within(waiting).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('grace@hopper.test');
    await expect(items[0]).toHaveTextContent('Invited — waiting for sign-up');
    await expect(items[0]).toHaveTextContent('Can edit');
    await expect(items[1]).toHaveTextContent('katherine@nasa.test');
    await expect(items[1]).toHaveTextContent('Can view');
  },
};

/**
 * Tab leads from the people to the invitations; Enter withdraws one, focus moves to the
 * next, and after the last one to the email field.
 */
export const WithdrawInvitationByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...shareHandlers(folder, sampleInvitations));
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const waiting = await within(dialog).findByRole('list', { name: WAITING });
    within(dialog).getByRole('button', { name: 'Remove Alan Turing' }).focus();
    await userEvent.tab();
    const grace = within(waiting).getByRole('button', {
      name: 'Withdraw the invitation to grace@hopper.test',
    });
    await expect(grace).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(waiting).getAllByRole('listitem')).toHaveLength(1));
    await expect(
      within(waiting).getByRole('button', {
        name: 'Withdraw the invitation to katherine@nasa.test',
      }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(dialog).queryByRole('list', { name: WAITING })).not.toBeInTheDocument(),
    );
    await expect(
      within(dialog).getByRole('textbox', { name: 'Add people by email' }),
    ).toHaveFocus();
    // The people with access are untouched.
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Sharing with an address nobody has proven lists it as invited. */
export const InviteUnknownAddress: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Add people by email' });
    await userEvent.click(input);
    await userEvent.keyboard('new.colleague@elsewhere.test{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    const waiting = await within(dialog).findByRole('list', { name: WAITING });
    await expect(within(waiting).getByRole('listitem')).toHaveTextContent(
      'new.colleague@elsewhere.test',
    );
  },
};

/** A view-only sharee sees the roles and can leave; no form to add people. */
export const AsViewer: Story = {
  args: {
    entry: sharedFolder({
      owner_id: 2,
      users: [
        { ...shareeUser, id: 2, owns_entry: true, entry_permissions: ownerUser.entry_permissions },
        { ...ownerUser, owns_entry: false, entry_permissions: shareeUser.entry_permissions },
      ],
      permissions: { 'files.update': false, 'files.delete': false, 'files.download': true },
    }),
  },
  parameters: { bootstrap: bootstrapFixture({ user: userFixture() }) },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    const leave = within(dialog).getByRole('button', { name: 'Leave' });
    leave.focus();
    await waitFor(() => expect(leave).toHaveFocus());
  },
};

/** Typing the start of a name suggests people known through shares; pressing one adds them. */
export const SuggestsPeople: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Add people by email' });
    await userEvent.click(input);
    await userEvent.keyboard('gr');
    const suggestions = await within(dialog).findByRole('list', { name: 'Suggested people' });
    await expect(within(suggestions).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(
      within(suggestions).getByRole('button', { name: 'Add Grace Hopper (grace@example.com)' }),
    );
    await expect(
      await within(dialog).findByRole('row', { name: 'grace@example.com' }),
    ).toBeInTheDocument();
    await expect(input).toHaveValue('');
    // The half-typed text was no address to refuse.
    await expect(within(dialog).queryByText(/is not a valid email address/)).toBeNull();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(within(dialog).queryByRole('list', { name: 'Suggested people' })).toBeNull();
  },
};

const asked: string[] = [];

/** With suggestions turned off (`drive.suggest_emails`), typing asks for none and shows none. */
export const SuggestionsOff: Story = {
  parameters: {
    bootstrap: bootstrapFixture({
      user: userFixture(),
      settings: settingsFixture({
        drive: { ...settingsFixture().drive, suggest_emails: false },
      }),
    }),
  },
  beforeEach({ msw }) {
    asked.length = 0;
    msw.use(
      mockEndpoint(sharingApi.suggestions, ({ query }) => {
        asked.push(query.get('query') ?? '');
        return undefined;
      }),
      suggestionsHandler(),
    );
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Add people by email' });
    await userEvent.click(input);
    await userEvent.keyboard('grace@example.com');
    await expect(input).toHaveValue('grace@example.com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(asked).toEqual([]);
    await expect(within(dialog).queryByRole('list', { name: 'Suggested people' })).toBeNull();
  },
};
