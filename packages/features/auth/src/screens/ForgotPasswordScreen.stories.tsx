import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atRoute, passwordHandlers } from '../mocks';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const meta = {
  title: 'Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen', route: '/forgot-password' },
  decorators: [atRoute('/forgot-password')],
  beforeEach({ msw }) {
    msw.use(passwordHandlers.forgot);
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
    await userEvent.keyboard('ada@example.com{Enter}');
    await expect(await canvas.findByText('Current path: /login')).toBeInTheDocument();
    await expect(
      await within(document.body).findByText(
        'If an account exists for that email address, we have emailed a password reset link.',
      ),
    ).toBeInTheDocument();
  },
};

export const RequiredEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('The email field is required.')).toBeInTheDocument();
  },
};

export const LockedEmail: Story = {
  parameters: { route: '/forgot-password?email=ada@example.com' },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByLabelText('Email');
    await expect(email).toHaveValue('ada@example.com');
    await expect(email).toHaveAttribute('readonly');
  },
};
