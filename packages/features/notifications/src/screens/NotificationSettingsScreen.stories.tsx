import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notificationHandlers } from '../mocks';
import { NotificationSettingsScreen } from './NotificationSettingsScreen';

const meta = {
  title: 'Notifications/NotificationSettingsScreen',
  component: NotificationSettingsScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/notifications/settings',
    bootstrap: bootstrapFixture({ user: userFixture() }),
  },
  beforeEach({ msw }) {
    msw.use(...notificationHandlers());
  },
} satisfies Meta<typeof NotificationSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggles the email channel by keyboard and saves. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('switch', {
      name: 'Someone shares a file or folder with me: Email',
    });
    await expect(email).not.toBeChecked();
    email.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(email).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
  },
};
