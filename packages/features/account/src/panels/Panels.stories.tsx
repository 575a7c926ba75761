import { accountApi } from '@coffer/contract';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  accountBootstrap,
  accountHandlers,
  accountUser,
  MOCK_PROFILES,
  MOCK_TWO_FACTOR_CODE,
} from '../mocks/handlers';
import { withOutlets } from '../mocks/StoryShell';
import { AccountDetailsPanel } from './AccountDetailsPanel';
import { DevelopersPanel } from './DevelopersPanel';
import { LocalizationPanel } from './LocalizationPanel';
import { PasswordPanel } from './PasswordPanel';
import { SessionsPanel } from './SessionsPanel';
import { SocialLoginPanel } from './SocialLoginPanel';
import { TwoFactorPanel } from './TwoFactorPanel';

const meta = {
  title: 'Account/Panels',
  component: PasswordPanel,
  parameters: { bootstrap: accountBootstrap() },
  decorators: [withOutlets],
  beforeEach({ msw }) {
    msw.use(...accountHandlers());
  },
} satisfies Meta<typeof PasswordPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountDetails: Story = {
  render: () => <AccountDetailsPanel user={accountUser({ phone: '+441234567890' })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The name field is required.')).toBeInTheDocument();
  },
};

export const AccountDetailsWithAvatar: Story = {
  render: () => (
    <AccountDetailsPanel
      user={accountUser({ image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Change avatar' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove avatar' })).toBeInTheDocument();
  },
};

export const SocialLogin: Story = {
  render: () => <SocialLoginPanel profiles={MOCK_PROFILES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Disconnect Google' }).focus();
    await userEvent.keyboard('{Enter}');
    // The mocked server refuses: the generic error toast shows its message.
    await expect(
      await within(document.body).findByText('This is the only way to sign in to this account.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Connect Facebook' })).toBeInTheDocument();
  },
};

export const Password: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('wrong password');
    await userEvent.type(canvas.getByLabelText('New password'), 'a brand new secret');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'a brand new secret');
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('The provided password does not match your current password.'),
    ).toBeInTheDocument();
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'correct horse');
    await userEvent.type(canvas.getByLabelText('New password'), 'a brand new secret');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'different{Enter}');
    await expect(
      await canvas.findByText('The password confirmation does not match.'),
    ).toBeInTheDocument();
  },
};

/** The checkbox revokes the personal access tokens with the change. */
export const PasswordRevokeTokens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'correct horse');
    await userEvent.type(canvas.getByLabelText('New password'), 'a brand new secret');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'a brand new secret');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Also revoke my personal access tokens' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
    await expect(
      await within(document.body).findByText(
        'Password changed. Other devices were signed out and your access tokens revoked.',
      ),
    ).toBeInTheDocument();
  },
};

/** Off → confirm password → QR and key → code → recovery codes. */
export const TwoFactorEnable: Story = {
  render: () => <TwoFactorPanel enabled={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    canvas.getByRole('button', { name: 'Enable' }).focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Confirm password' });
    await waitFor(() => expect(body.getByLabelText('Password')).toHaveFocus());
    await userEvent.keyboard('correct horse{Enter}');
    await expect(await canvas.findByRole('status', { name: 'Setup key' })).toHaveTextContent(
      'JBSWY3DPEHPK3PXP',
    );
    await userEvent.type(canvas.getByLabelText('Code'), `${MOCK_TWO_FACTOR_CODE}{Enter}`);
    await expect(await body.findByText('Two-factor authentication enabled')).toBeInTheDocument();
  },
};

export const TwoFactorEnabled: Story = {
  render: () => <TwoFactorPanel enabled />,
  beforeEach({ msw }) {
    msw.use(...accountHandlers({ passwordConfirmed: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Regenerate recovery codes' }).focus();
    await userEvent.keyboard('{Enter}');
    const list = await canvas.findByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
  },
};

export const Localization: Story = {
  render: () => <LocalizationPanel user={accountUser({ language: 'en', timezone: 'auto' })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: /English.*Language|Language.*English/ }),
      ).toBeInTheDocument(),
    );
  },
};

/** A user who saved French and the United Kingdom: both shown back, then changed by keyboard. */
export const LocalizationSaved: Story = {
  render: () => (
    <LocalizationPanel user={accountUser({ language: 'fr', timezone: 'auto', country: 'GB' })} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const country = await canvas.findByRole('button', {
      name: /United Kingdom.*Country|Country.*United Kingdom/,
    });
    await expect(
      canvas.getByRole('button', { name: /Français.*Language|Language.*Français/ }),
    ).toBeInTheDocument();
    country.focus();
    await userEvent.keyboard('{Enter}');
    const option = await body.findByRole('option', { name: 'France' });
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(option).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /France.*Country|Country.*France/ })).toHaveFocus(),
    );
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText('Preferences saved')).toBeInTheDocument();
  },
};

/** The server refuses the time zone (422): its message shows on that select, which takes focus. */
export const LocalizationRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(accountApi.updateDetails, () =>
        mockError(422, 'The selected timezone is invalid.', {
          timezone: ['The selected timezone is invalid.'],
        }),
      ),
    );
  },
  render: () => <LocalizationPanel user={accountUser({ language: 'en', timezone: 'auto' })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByText('The selected timezone is invalid.')).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: /Time zone/ })).toHaveFocus());
  },
};

export const Developers: Story = {
  render: () => <DevelopersPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Revoke Backup script' });
    await userEvent.type(canvas.getByLabelText('Token name'), 'deploy');
    await userEvent.type(canvas.getByLabelText('Your password'), 'correct horse{Enter}');
    await expect(await canvas.findByRole('status', { name: 'New token' })).toHaveTextContent(
      'plain-token-shown-once',
    );
  },
};

/**
 * Connecting over WebDAV, by keyboard: Tab from the address to 'Copy address' and press
 * Enter, then on to the user name's copy button and press Space; each copy is confirmed.
 */
export const DevelopersWebdav: Story = {
  render: () => <DevelopersPanel />,
  play: async ({ canvasElement }) => {
    const writeText = fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const section = within(
      within(canvasElement).getByRole('region', { name: 'Connect with WebDAV' }),
    );
    const address = section.getByRole('textbox', { name: 'WebDAV address' });
    await expect(address).toHaveValue('http://localhost:8080/dav/');
    await expect(section.getByRole('textbox', { name: 'Username' })).toHaveValue('ada@example.com');

    address.focus();
    await userEvent.tab();
    await waitFor(() =>
      expect(section.getByRole('button', { name: 'Copy address' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledTimes(1);
    await expect(writeText).toHaveBeenLastCalledWith('http://localhost:8080/dav/');
    await expect(await within(document.body).findByText('Copied')).toBeInTheDocument();

    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() =>
      expect(section.getByRole('button', { name: 'Copy username' })).toHaveFocus(),
    );
    await userEvent.keyboard(' ');
    await expect(writeText).toHaveBeenCalledTimes(2);
    await expect(writeText).toHaveBeenLastCalledWith('ada@example.com');
  },
};

/** A wrong password mints nothing: the field says why. */
export const DevelopersWrongPassword: Story = {
  render: () => <DevelopersPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Revoke Backup script' });
    await userEvent.type(canvas.getByLabelText('Token name'), 'deploy');
    await userEvent.type(canvas.getByLabelText('Your password'), 'wrong password{Enter}');
    await waitFor(() =>
      expect(canvas.getByText('The provided password was incorrect.')).toBeVisible(),
    );
    await expect(canvas.queryByRole('status', { name: 'New token' })).not.toBeInTheDocument();
  },
};

export const Sessions: Story = {
  render: () => <SessionsPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Firefox on Linux · This device/)).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Sign out Safari on iOS' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByText('Device signed out')).toBeInTheDocument();
  },
};

/** 'Sign out all other devices' by keyboard. */
export const SessionsSignOutOthers: Story = {
  render: () => <SessionsPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'Sign out all other devices' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(document.body).findByText('Other devices signed out'),
    ).toBeInTheDocument();
  },
};

/** The server refuses to sign a device out: the generic HTTP error toast with its message. */
export const SessionsSignOutFails: Story = {
  render: () => <SessionsPanel />,
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(accountApi.endSession, () => mockError(404, 'That session has already ended.')),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'Sign out Safari on iOS' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(document.body).findByText('That session has already ended.'),
    ).toBeInTheDocument();
  },
};

/** The server refuses to revoke a token: the generic HTTP error toast with its message. */
export const DevelopersRevokeFails: Story = {
  render: () => <DevelopersPanel />,
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(accountApi.revokeAccessToken, () =>
        mockError(500, 'There was an issue. Please try again.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'Revoke Backup script' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(document.body).findByText('There was an issue. Please try again.'),
    ).toBeInTheDocument();
  },
};
