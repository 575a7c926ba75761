import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { billingHandlers, memberBootstrap } from '../mocks';
import { lastToast, tabTo, withRoute } from '../mocks/stories';
import { PaypalDoneScreen, StripeDoneScreen } from './CheckoutDoneScreen';

const meta = {
  title: 'Billing/GatewayReturns',
  component: StripeDoneScreen,
  decorators: [withRoute('/checkout/:productId/:priceId/*')],
  parameters: {
    layout: 'fullscreen',
    route: '/checkout/2/12/stripe/done?gateway_id=sub_123&redirect_status=succeeded',
    bootstrap: memberBootstrap(['stripe']),
  },
  beforeEach({ msw }) {
    msw.use(...billingHandlers());
  },
} satisfies Meta<typeof StripeDoneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from Stripe: the subscription is stored and the subscriber is told. */
export const StripeConfirmed: Story = {
  play: async () => {
    await waitFor(() => expect(lastToast()).toBe('Thanks! Your subscription is active.'));
  },
};

/** Stripe's pages refused the payment: nothing is stored, and checkout is one Tab away. */
export const StripeRefused: Story = {
  parameters: { route: '/checkout/2/12/stripe/done?gateway_id=sub_123&redirect_status=failed' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'The payment did not go through' }),
    ).toBeVisible();
    await expect(await tabTo(canvasElement, 'link', 'Back to checkout')).toHaveAttribute(
      'href',
      '/checkout/2/12',
    );
  },
};

/** The server could not confirm it with Stripe: the same way back. */
export const StripeNotConfirmed: Story = {
  parameters: { route: '/checkout/2/12/stripe/done?gateway_id=sub_refused' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'The payment did not go through' }),
    ).toBeVisible();
  },
};

/** Back from PayPal's approval with its `subscription_id`. */
export const PaypalApproved: Story = {
  render: () => <PaypalDoneScreen />,
  parameters: {
    route: '/checkout/2/12/paypal/done?subscription_id=I-BW452GLLEP1G&ba_token=BA-1',
    bootstrap: memberBootstrap(['paypal']),
  },
  play: async () => {
    await waitFor(() => expect(lastToast()).toBe('Thanks! Your subscription is active.'));
  },
};
