import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atRoute, passwordHandlers } from '../mocks';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const meta = {
  title: 'Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen', route: '/password/reset/abc123' },
  decorators: [atRoute('/password/reset/:token')],
  beforeEach({ msw }) {
    msw.use(passwordHandlers.reset);
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
  await userEvent.keyboard('ada@example.com');
  await userEvent.tab();
  await userEvent.keyboard('a new passphrase');
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard('a new passphrase{Enter}');
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await expect(await canvas.findByText('Current path: /login')).toBeInTheDocument();
    await expect(
      await within(document.body).findByText('Your password has been reset!'),
    ).toBeInTheDocument();
  },
};

export const ExpiredToken: Story = {
  beforeEach({ msw }) {
    msw.use(passwordHandlers.resetTokenExpired);
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await expect(
      await canvas.findByText('This password reset token is invalid or has expired.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
  },
};
