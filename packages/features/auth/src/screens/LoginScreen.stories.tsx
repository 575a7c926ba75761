import { authApi } from '@coffer/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  allSocial,
  atRoute,
  guestWith,
  loginHandlers,
  MOCK_RECOVERY_CODE,
  MOCK_TWO_FACTOR_CODE,
  pending,
} from '../mocks';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Auth/LoginScreen',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', route: '/login' },
  decorators: [atRoute('/login')],
  beforeEach({ msw }) {
    msw.use(loginHandlers.succeeds, loginHandlers.challenge);
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form by keyboard: the phone field has focus on arrival. */
async function typeCredentials(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByLabelText('Phone')).toHaveFocus());
  await userEvent.keyboard('ada@example.com');
  await userEvent.tab();
  await userEvent.keyboard('secret-password');
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeCredentials(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: 'Stay signed in for a month' }),
    ).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Current path: /drive')).toBeInTheDocument();
  },
};

export const FieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(loginHandlers.wrongCredentials);
  },
  play: async ({ canvasElement }) => {
    const canvas = await typeCredentials(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('These credentials do not match our records.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText('Phone')).toHaveFocus());
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('The phone field is required.')).toBeInTheDocument();
    await expect(canvas.getByText('The password field is required.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText('Phone')).toHaveFocus());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending(authApi.login));
  },
  play: async ({ canvasElement }) => {
    const canvas = await typeCredentials(canvasElement);
    await userEvent.keyboard('{Enter}');
    // The pending button keeps its place, shows a spinner and ignores further presses.
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-pending]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const TwoFactorChallenge: Story = {
  beforeEach({ msw }) {
    msw.use(loginHandlers.needsTwoFactor);
  },
  play: async ({ canvasElement }) => {
    const canvas = await typeCredentials(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: 'Two-factor authentication' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText('Code')).toHaveFocus());
    await userEvent.keyboard(`${MOCK_TWO_FACTOR_CODE}{Enter}`);
    await expect(await canvas.findByText('Current path: /drive')).toBeInTheDocument();
  },
};

export const RecoveryCode: Story = {
  beforeEach({ msw }) {
    msw.use(loginHandlers.needsTwoFactor);
  },
  play: async ({ canvasElement }) => {
    const canvas = await typeCredentials(canvasElement);
    await userEvent.keyboard('{Enter}');
    const toggle = await canvas.findByRole('button', { name: 'Use a recovery code' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('Recovery code')).toHaveFocus());
    await userEvent.keyboard(`${MOCK_RECOVERY_CODE}{Enter}`);
    await expect(await canvas.findByText('Current path: /drive')).toBeInTheDocument();
  },
};

export const DemoPrefill: Story = {
  parameters: {
    bootstrap: guestWith({}, { demo_login: { email: 'demo@example.com', password: 'demo-pass' } }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Phone')).toHaveValue('demo@example.com');
  },
};

export const WithSocialButtons: Story = {
  parameters: { bootstrap: guestWith({ social: allSocial(false) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The buttons load with the first service switched on.
    await expect(await canvas.findByText('OR')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  },
};

export const RegistrationDisabled: Story = {
  parameters: {
    bootstrap: guestWith({ registration: { disable: true, policies: [], fields: [] } }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Sign up.' })).toBeNull();
  },
};

/**
 * `/workspace/join/login/{inviteId}`: the invite variant keeps its sign-up link, to the invite's
 * own register page, even with registration disabled.
 */
export const WorkspaceInvite: Story = {
  parameters: {
    route: '/workspace/join/login/42',
    routePattern: '/workspace/join/login/:inviteId',
    bootstrap: guestWith({ registration: { disable: true, policies: [], fields: [] } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sign in to your account',
    );
    await expect(canvas.getByRole('link', { name: 'Sign up.' })).toHaveAttribute(
      'href',
      '/workspace/join/register/42',
    );
  },
};

export const ForgotPasswordLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Forgot your password?' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Current path: /forgot-password')).toBeInTheDocument();
  },
};
