import { NOTIFICATION_MESSAGES } from '@coffer/contract';
import { bootstrapFixture, notificationFixture, userFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notificationHandlers, sampleNotifications } from '../mocks';
import { NotificationsScreen } from './NotificationsScreen';

const many = Array.from({ length: 35 }, (_, i) =>
  notificationFixture({
    id: 100 + i,
    read_at: i > 2 ? '2026-01-01T00:00:00.000Z' : null,
    data: {
      image: null,
      lines: [
        {
          type: 'primary',
          content: `<strong>Alan Turing</strong> shared <strong>File ${i + 1}</strong> with you.`,
        },
      ],
      mainAction: { label: 'Open', action: '/drive/shares' },
    },
  }),
);

const meta = {
  title: 'Notifications/NotificationsScreen',
  component: NotificationsScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/notifications',
    bootstrap: bootstrapFixture({ user: userFixture({ unread_notifications_count: 2 }) }),
  },
  beforeEach({ msw }) {
    msw.use(...notificationHandlers({ notifications: sampleNotifications }));
  },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Budget.xlsx');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeInTheDocument();
  },
};

/** 30 a page; the pager moves by keyboard. */
export const Paged: Story = {
  parameters: {
    bootstrap: bootstrapFixture({ user: userFixture({ unread_notifications_count: 3 }) }),
  },
  beforeEach({ msw }) {
    msw.use(...notificationHandlers({ notifications: many }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('File 1');
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByText('File 31');
    await waitFor(() => expect(canvas.getByText('Page 2 of 2')).toBeInTheDocument());
  },
};

export const Empty: Story = {
  parameters: { bootstrap: bootstrapFixture({ user: userFixture() }) },
  beforeEach({ msw }) {
    msw.use(...notificationHandlers({ notifications: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(NOTIFICATION_MESSAGES.empty),
    ).toBeInTheDocument();
  },
};
