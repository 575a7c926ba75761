import { sharingApi } from '@coffer/contract';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { ToastRegion } from '@coffer/ui/Toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { linkFixture, linkPageHandlers } from '../mocks';
import { LinkPasswordForm } from './LinkPasswordForm';

const meta = {
  title: 'Sharing/LinkPasswordForm',
  component: LinkPasswordForm,
  args: { hash: 'AbCdEfGhIjKlMnOp' },
  render: (args) => (
    <>
      <LinkPasswordForm {...args} />
      <ToastRegion />
    </>
  ),
  beforeEach({ msw }) {
    msw.use(
      ...linkPageHandlers({ secret: 'open sesame', link: linkFixture({ has_password: true }) }),
    );
  },
} satisfies Meta<typeof LinkPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitted empty: the field says the password is required and takes focus. */
export const EmptyPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(canvas.getByText('The password field is required.')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveFocus(),
    );
  },
};

/** A wrong password (422) says so on the field, by keyboard; typing again clears it. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.tab();
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('wrong{Enter}');
    await waitFor(() => expect(canvas.getByText('The password is incorrect.')).toBeVisible());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('!');
    await waitFor(() => expect(canvas.queryByText('The password is incorrect.')).toBeNull());
  },
};

/** Too many attempts (429): the server's message in the error toast. */
export const TooManyAttempts: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(sharingApi.checkPassword, () =>
        mockError(429, 'Too many attempts. Please try again in 60 seconds.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'guess{Enter}');
    await expect(
      await within(document.body).findByText('Too many attempts. Please try again in 60 seconds.'),
    ).toBeInTheDocument();
  },
};
