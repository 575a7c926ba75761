import { billingOverviewFixture, cancelledSubscriptionFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { billingHandlers, subscriberBootstrap } from '../mocks';
import { lastToast, tabTo } from '../mocks/stories';
import { CancelScreen } from './CancelScreen';
import { RenewScreen } from './RenewScreen';

const meta = {
  title: 'Billing/CancelAndRenew',
  component: CancelScreen,
  parameters: { layout: 'fullscreen', route: '/billing/cancel', bootstrap: subscriberBootstrap() },
  beforeEach({ msw }) {
    msw.use(...billingHandlers());
  },
} satisfies Meta<typeof CancelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel by keyboard: the plan stays until the paid period's end, and the page says when. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/stays until .*2027/)).toBeVisible();
    await tabTo(canvasElement, 'button', 'Cancel plan');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toBe('Your plan is cancelled'));
    await expect(await canvas.findByText(/You keep Pro until .*2027/)).toBeVisible();
  },
};

/** A cancelled plan in its grace period renews again by keyboard. */
export const Renew: Story = {
  render: () => <RenewScreen />,
  parameters: {
    route: '/billing/renew',
    bootstrap: subscriberBootstrap(cancelledSubscriptionFixture()),
  },
  beforeEach({ msw }) {
    const subscription = cancelledSubscriptionFixture();
    msw.use(...billingHandlers({ overview: billingOverviewFixture({ subscription }) }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^Pro ends on .*\$8 \/ month\.$/),
    ).toBeVisible();
    await tabTo(canvasElement, 'button', 'Renew plan');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toBe('Your plan renews again'));
  },
};
