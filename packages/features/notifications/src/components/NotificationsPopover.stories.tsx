import { NOTIFICATION_MESSAGES } from '@coffer/contract';
import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notificationHandlers } from '../mocks';
import { NotificationsPopover } from './NotificationsPopover';

const signedIn = (unread: number) =>
  bootstrapFixture({ user: userFixture({ unread_notifications_count: unread }) });

const meta = {
  title: 'Notifications/NotificationsPopover',
  component: NotificationsPopover,
  parameters: { bootstrap: signedIn(2) },
  beforeEach({ msw }) {
    msw.use(...notificationHandlers());
  },
} satisfies Meta<typeof NotificationsPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens by keyboard, marks everything read, closes with Escape back to the bell. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.tab();
    await waitFor(() => expect(bell).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', {
      name: NOTIFICATION_MESSAGES.title,
    });
    await within(dialog).findByText('Design team');
    await userEvent.click(
      within(dialog).getByRole('button', { name: NOTIFICATION_MESSAGES.markAllAsRead }),
    );
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: 'Notifications', hidden: true }),
      ).toBeInTheDocument(),
    );
    // Focus stays in the popover when the button leaves.
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toHaveFocus(),
    );
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Loading: Story = {
  args: { defaultOpen: true },
  beforeEach({ msw }) {
    msw.use(...notificationHandlers({ pending: true }));
  },
  play: async () => {
    await expect(
      await within(document.body).findByRole('progressbar', { name: 'Loading notifications' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { defaultOpen: true },
  parameters: { bootstrap: signedIn(0) },
  beforeEach({ msw }) {
    msw.use(...notificationHandlers({ notifications: [] }));
  },
  play: async () => {
    await expect(
      await within(document.body).findByText(NOTIFICATION_MESSAGES.empty),
    ).toBeInTheDocument();
  },
};
