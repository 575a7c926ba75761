import { humanCheckApi, sharingApi } from '@coffer/contract';
import { bootstrapFixture, settingsFixture } from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { Modal } from '@coffer/ui/Modal';
import { ToastRegion } from '@coffer/ui/Toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer, linkFixture, linkHandlers } from '../mocks';
import { LinkDialog } from './LinkDialog';

const meta = {
  title: 'Sharing/LinkDialog',
  component: LinkDialog,
  args: { entry: { id: 10, name: 'Plans' }, origin: 'https://coffer.example' },
  render: (args) => (
    <Modal defaultOpen>
      <LinkDialog {...args} />
    </Modal>
  ),
  beforeEach({ msw }) {
    clearLiveAnnouncer();
    msw.use(...linkHandlers(linkFixture()));
  },
} satisfies Meta<typeof LinkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** An existing link: its address, rights, password, expiry and limit. */
export const Default: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Share link to “Plans”' });
    await expect(await within(dialog).findByRole('textbox', { name: 'Link' })).toHaveValue(
      'https://coffer.example/drive/s/AbCdEfGhIjKlMnOp',
    );
    await expect(within(dialog).getByRole('switch', { name: 'Allow download' })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Allow editing' })).not.toBeChecked();
  },
};

/** A password-protected link says so and offers to remove the password. */
export const WithPassword: Story = {
  beforeEach({ msw }) {
    msw.use(...linkHandlers(linkFixture({ has_password: true, download_limit: 10 })));
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(
      await within(dialog).findByText('A password is set. Type a new one to replace it.'),
    ).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('button', { name: 'Remove password' }),
    ).toBeInTheDocument();
  },
};

/** Save settings sends the rights, the new password and the limit, then clears the password. */
export const SaveSettings: Story = {
  render: (args) => (
    <>
      <Modal defaultOpen>
        <LinkDialog {...args} />
      </Modal>
      <ToastRegion />
    </>
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('switch', { name: 'Allow editing' }));
    const password = within(dialog).getByLabelText('Password', { selector: 'input' });
    await userEvent.type(password, 'open sesame');
    const limit = within(dialog).getByRole('textbox', { name: 'Download limit' });
    await userEvent.type(limit, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await expect(await body().findByText('Link settings saved.')).toBeInTheDocument();
    await expect(password).toHaveValue('');
    // The saved link says so: a password is set, and the rights and limit stay.
    await expect(
      await within(dialog).findByText('A password is set. Type a new one to replace it.'),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('switch', { name: 'Allow editing' })).toBeChecked();
    await expect(limit).toHaveValue('5');
  },
};

/** The server refuses the expiry date (422): its message on the date, whose first part takes the focus. */
export const ServerRefusesExpiry: Story = {
  beforeEach({ msw }) {
    const message = 'The expiry date must be in the future.';
    msw.use(
      mockEndpoint(sharingApi.updateLink, () => mockError(422, message, { expiresAt: [message] })),
    );
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save settings' }));
    await expect(
      await within(dialog).findByText('The expiry date must be in the future.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getAllByRole('spinbutton', { name: /Expires on/ })[0]).toHaveFocus(),
    );
  },
};

/** The access log opens under the settings. */
export const AccessLogOpen: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Show access log' }));
    const table = await within(dialog).findByRole('table', { name: 'Access log' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('Downloaded')).toBeInTheDocument();
  },
};

/** No link yet: 'Create link' makes one, by keyboard. */
export const NoLink: Story = {
  beforeEach({ msw }) {
    msw.use(...linkHandlers(null));
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const create = await within(dialog).findByRole('button', { name: 'Create link' });
    create.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('textbox', { name: 'Link' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Remove link' })).toBeInTheDocument();
  },
};

/** The human check on for link creation (`recaptcha.enable.link_creation`). */
const guarded = bootstrapFixture({
  settings: settingsFixture({
    recaptcha: {
      site_key: '',
      enable: { register: false, contact: false, unsubscribe: false, link_creation: true },
    },
  }),
});

/** A proof-of-work challenge the first counter solves, answered `success` as the server would. */
function humanCheckHandlers(success: boolean, calls: string[]) {
  return [
    mockEndpoint(humanCheckApi.challenge, () => {
      calls.push('challenge');
      return {
        provider: 'altcha' as const,
        challenge: {
          parameters: {
            algorithm: 'PBKDF2/SHA-256',
            nonce: '00',
            salt: '00',
            cost: 1,
            keyLength: 8,
            keyPrefix: '',
          },
        },
      };
    }),
    mockEndpoint(humanCheckApi.verify, () => {
      calls.push('verify');
      return { success };
    }),
  ];
}

const calls: string[] = [];

/** With the human check on, 'Create link' passes it first, then creates the link. */
export const CreateWithHumanCheck: Story = {
  parameters: { bootstrap: guarded },
  beforeEach({ msw }) {
    calls.length = 0;
    // Before `linkHandlers`, whose own createLink would answer first.
    msw.use(
      mockEndpoint(sharingApi.createLink, () => {
        calls.push('create');
        return undefined;
      }),
      ...humanCheckHandlers(true, calls),
      ...linkHandlers(null),
    );
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create link' }));
    await expect(await within(dialog).findByRole('textbox', { name: 'Link' })).toBeInTheDocument();
    await expect(calls).toEqual(['challenge', 'verify', 'create']);
  },
};

/** A failed human check says so and creates no link. */
export const HumanCheckFails: Story = {
  parameters: { bootstrap: guarded },
  render: (args) => (
    <>
      <Modal defaultOpen>
        <LinkDialog {...args} />
      </Modal>
      <ToastRegion />
    </>
  ),
  beforeEach({ msw }) {
    calls.length = 0;
    msw.use(
      mockEndpoint(sharingApi.createLink, () => {
        calls.push('create');
        return undefined;
      }),
      ...humanCheckHandlers(false, calls),
      ...linkHandlers(null),
    );
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create link' }));
    await expect(await body().findByText('Could not verify you are human.')).toBeInTheDocument();
    await expect(calls).toEqual(['challenge', 'verify']);
    await expect(within(dialog).queryByRole('textbox', { name: 'Link' })).toBeNull();
  },
};
