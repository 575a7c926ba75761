import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { billingHandlers, subscriberBootstrap } from '../mocks';
import { lastToast, tabTo } from '../mocks/stories';
import { PaymentMethodDoneScreen } from './PaymentMethodDoneScreen';

const meta = {
  title: 'Billing/PaymentMethodDoneScreen',
  component: PaymentMethodDoneScreen,
  parameters: { layout: 'fullscreen', bootstrap: subscriberBootstrap() },
  beforeEach({ msw }) {
    msw.use(...billingHandlers());
  },
} satisfies Meta<typeof PaymentMethodDoneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new card confirmed through Stripe's SetupIntent is stored. */
export const CardSaved: Story = {
  parameters: {
    route: '/billing/change-payment-method/done?gateway_id=seti_123&redirect_status=succeeded',
  },
  play: async () => {
    await waitFor(() => expect(lastToast()).toBe('Payment method updated'));
  },
};

/** Stripe refused the new card: the current one stays, and the way back is by keyboard. */
export const CardRefused: Story = {
  parameters: {
    route: '/billing/change-payment-method/done?gateway_id=seti_123&redirect_status=failed',
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'The card was not saved' }),
    ).toBeVisible();
    const link = await tabTo(canvasElement, 'link', 'Change payment method');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(link).not.toHaveFocus();
  },
};
