import { toastStore } from '@coffer/ui/Toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteHandlers } from '../mocks';
import { ContactScreen } from './ContactScreen';

const lastToast = () => toastStore.getSnapshot().at(-1)?.message;

/** `/contact` (spec §5): name, email and message, all required. */
const meta = {
  title: 'Site/ContactScreen',
  component: ContactScreen,
  parameters: { layout: 'fullscreen', route: '/contact' },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in and sent by keyboard: the spec's toast. */
export const SendByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('Grace Hopper');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await userEvent.keyboard('grace@example.com');
    await userEvent.tab();
    await userEvent.keyboard('Can I host 2 TB?');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toBe('Your message has been submitted.'));
  },
};

/** Sent empty: each field says it is required, and the first takes the focus. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Send' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('The name field is required.')).toBeInTheDocument();
    await expect(canvas.getByText('The email field is required.')).toBeInTheDocument();
    await expect(canvas.getByText('The message field is required.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  },
};

/** The server's field message lands under its field. */
export const ServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(...siteHandlers({ contactEmailError: 'The email must be a valid email address.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@localhost.test');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(
      await canvas.findByText('The email must be a valid email address.'),
    ).toBeInTheDocument();
  },
};
