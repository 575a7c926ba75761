import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { billingHandlers, subscriberBootstrap } from '../mocks';
import { lastToast, tabTo } from '../mocks/stories';
import { ChangePaymentMethodScreen } from './ChangePaymentMethodScreen';

const meta = {
  title: 'Billing/ChangePaymentMethodScreen',
  component: ChangePaymentMethodScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/billing/change-payment-method',
    bootstrap: subscriberBootstrap(),
  },
  beforeEach({ msw }) {
    msw.use(...billingHandlers());
  },
} satisfies Meta<typeof ChangePaymentMethodScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The test gateway takes a new card at once, by keyboard. */
export const TestCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Card ending in 4242')).toBeVisible();
    await tabTo(canvasElement, 'textbox', 'Card number');
    await userEvent.keyboard('5555 5555 5555 4444');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toBe('Payment method updated'));
  },
};
