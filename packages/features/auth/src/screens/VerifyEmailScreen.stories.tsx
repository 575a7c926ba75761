import { authApi } from '@coffer/contract';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  atRoute,
  MOCK_VERIFICATION_CODE,
  sessionHandlers,
  userWith,
  verificationHandlers,
} from '../mocks';
import { VerifyEmailScreen } from './VerifyEmailScreen';

const meta = {
  title: 'Auth/VerifyEmailScreen',
  component: VerifyEmailScreen,
  args: { onVerified: fn() },
  parameters: {
    layout: 'fullscreen',
    route: '/drive',
    bootstrap: userWith(
      { email: 'ada.lovelace@example.com', email_verified_at: null },
      { require_email_confirmation: true },
    ),
  },
  decorators: [atRoute('*')],
  beforeEach({ msw }) {
    msw.use(verificationHandlers.validate, verificationHandlers.resend, sessionHandlers.logout);
  },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Enter the verification code we sent to ad****@example.com'),
    ).toBeInTheDocument();
    const code = canvas.getByLabelText('Code');
    await expect(code).toHaveAttribute('maxlength', '6');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard(`${MOCK_VERIFICATION_CODE}{Enter}`);
    await waitFor(() => expect(args.onVerified).toHaveBeenCalled());
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Code')).toHaveFocus());
    await userEvent.keyboard('000000{Enter}');
    await expect(
      await canvas.findByText('The code is invalid or has expired.'),
    ).toBeInTheDocument();
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

export const ResendEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'request a resend' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByText('Email sent')).toBeInTheDocument();
  },
};

/** A refused resend shows the generic HTTP error toast with the server's message (spec §8). */
export const ResendFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(authApi.resendVerification, () =>
        mockError(429, 'Too many emails sent. Try again in a few minutes.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'request a resend' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(document.body).findByText('Too many emails sent. Try again in a few minutes.'),
    ).toBeInTheDocument();
  },
};

export const UnknownEmail: Story = {
  parameters: {
    bootstrap: userWith(
      { email: '', email_verified_at: null },
      { require_email_confirmation: true },
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Enter the verification code we sent to ********'),
    ).toBeInTheDocument();
  },
};

export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Logout' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Current path: /login')).toBeInTheDocument();
  },
};
