import {
  billingOverviewFixture,
  cancelledSubscriptionFixture,
  pastDueSubscriptionFixture,
} from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { billingHandlers, subscriberBootstrap } from '../mocks';
import { tabTo } from '../mocks/stories';
import { BillingScreen } from './BillingScreen';

const meta = {
  title: 'Billing/BillingScreen',
  component: BillingScreen,
  parameters: { layout: 'fullscreen', route: '/billing', bootstrap: subscriberBootstrap() },
  beforeEach({ msw }) {
    msw.use(...billingHandlers());
  },
} satisfies Meta<typeof BillingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active plan: its price, when it renews, the test card and an invoice to print. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = within(await canvas.findByRole('region', { name: 'Current plan' }));
    await expect(plan.getByText('Pro')).toBeInTheDocument();
    await expect(plan.getByText('Billed $96 every 12 months')).toBeInTheDocument();
    await expect(plan.getByText(/^Renews on /)).toBeInTheDocument();
    const method = within(canvas.getByRole('region', { name: 'Payment method' }));
    await expect(method.getByText('Card ending in 4242')).toBeInTheDocument();
    await expect(await tabTo(canvasElement, 'link', 'Change plan')).toHaveAttribute(
      'href',
      '/billing/change-plan',
    );
    await expect(await tabTo(canvasElement, 'link', 'Cancel plan')).toHaveAttribute(
      'href',
      '/billing/cancel',
    );
    const invoice = await tabTo(canvasElement, 'link', '2026-000001');
    await expect(invoice).toHaveAttribute(
      'href',
      '/billing/invoices/7f3c2a90-5b1e-4c8d-9a6f-2e4b8d1c0a57',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Cancelled, in the grace period: when it ends, and the way to renew instead of cancel. */
export const CancelledInGrace: Story = {
  beforeEach({ msw }) {
    const subscription = cancelledSubscriptionFixture();
    msw.use(...billingHandlers({ overview: billingOverviewFixture({ subscription }) }));
  },
  parameters: { bootstrap: subscriberBootstrap(cancelledSubscriptionFixture()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = within(await canvas.findByRole('region', { name: 'Current plan' }));
    await expect(plan.getByText(/^Ends on /)).toBeInTheDocument();
    await expect(plan.queryByText(/^Renews on /)).toBeNull();
    await expect(await tabTo(canvasElement, 'link', 'Renew plan')).toHaveAttribute(
      'href',
      '/billing/renew',
    );
    await expect(plan.queryByRole('link', { name: 'Cancel plan' })).toBeNull();
  },
};

/** A renewal's payment failed: a banner leads to the payment method. */
export const PastDue: Story = {
  beforeEach({ msw }) {
    const subscription = pastDueSubscriptionFixture();
    msw.use(...billingHandlers({ overview: billingOverviewFixture({ subscription }) }));
  },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('alert');
    await expect(within(banner).getByText('Your last payment failed.')).toBeInTheDocument();
    // The banner's link comes first in the page, ahead of the payment method panel's own.
    const link = await tabTo(banner, 'link', 'Change payment method');
    await expect(link).toHaveAttribute('href', '/billing/change-payment-method');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...billingHandlers({ pending: true }));
  },
};
