import { authApi, usersApi } from '@coffer/contract';
import { bootstrapFixture } from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  accountBootstrap,
  accountHandlers,
  accountUser,
  loadingUser,
  MOCK_PROFILES,
} from '../mocks/handlers';
import { withOutlets } from '../mocks/StoryShell';
import { AccountSettingsPage } from './AccountSettingsPage';

const meta = {
  title: 'Account/AccountSettingsPage',
  component: AccountSettingsPage,
  parameters: { layout: 'fullscreen', route: '/account-settings', bootstrap: accountBootstrap() },
  decorators: [withOutlets],
  beforeEach({ msw }) {
    msw.use(...accountHandlers({ user: accountUser({ social_profiles: MOCK_PROFILES }) }));
  },
} satisfies Meta<typeof AccountSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every panel; the side navigation is reachable by keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Account details' });
    for (const name of [
      'Social login',
      'Password',
      'Two-factor authentication',
      'Location and language',
      'Developers',
      'Sessions',
      'Danger zone',
    ]) {
      await expect(canvas.getByRole('region', { name })).toBeInTheDocument();
    }
    const nav = canvas.getByRole('navigation', { name: 'Account settings sections' });
    await userEvent.tab();
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Account details' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingUser);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading account' }),
    ).toBeInTheDocument();
  },
};

/** Deleting: the alert, then the password confirmation, by keyboard. */
export const DeleteAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = await canvas.findByRole('region', { name: 'Danger zone' });
    within(zone).getByRole('button', { name: 'Delete account' }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const alert = await body.findByRole('alertdialog', { name: 'Delete account?' });
    await waitFor(() =>
      expect(within(alert).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('dialog', { name: 'Confirm password' })).toBeInTheDocument();
  },
};

/** Walks a story through deleting: the alert, then the password confirmation, by keyboard. */
async function deleteByKeyboard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = within(document.body);
  const zone = await canvas.findByRole('region', { name: 'Danger zone' });
  within(zone).getByRole('button', { name: 'Delete account' }).focus();
  await userEvent.keyboard('{Enter}');
  const alert = await body.findByRole('alertdialog', { name: 'Delete account?' });
  await waitFor(() => expect(within(alert).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog', { name: 'Confirm password' });
  await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveFocus());
  await userEvent.keyboard('correct horse{Enter}');
}

/** The server deletes the account: 'Account deleted', then the logout (spec §4). */
export const AccountDeleted: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(usersApi.remove, () => ({ message: 'Account deleted' })),
      mockEndpoint(authApi.logout, () => ({ bootstrapData: bootstrapFixture() })),
    );
  },
  play: async ({ canvasElement }) => {
    await deleteByKeyboard(canvasElement);
    await expect(await within(document.body).findByText('Account deleted')).toBeInTheDocument();
  },
};

/** The server refuses the deletion: the generic HTTP error toast with its message (spec §8). */
export const DeleteAccountFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(usersApi.remove, () =>
        mockError(403, 'The site owner account cannot be deleted.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await deleteByKeyboard(canvasElement);
    await expect(
      await within(document.body).findByText('The site owner account cannot be deleted.'),
    ).toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('region', { name: 'Danger zone' }),
    ).toBeInTheDocument();
  },
};
