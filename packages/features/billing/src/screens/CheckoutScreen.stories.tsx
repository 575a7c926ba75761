import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { billingHandlers, memberBootstrap } from '../mocks';
import { lastToast, tabTo, withRoute } from '../mocks/stories';
import { CheckoutScreen } from './CheckoutScreen';

const meta = {
  title: 'Billing/CheckoutScreen',
  component: CheckoutScreen,
  decorators: [withRoute('/checkout/:productId/:priceId')],
  parameters: { layout: 'fullscreen', route: '/checkout/2/12', bootstrap: memberBootstrap() },
  beforeEach({ msw }) {
    msw.use(
      ...billingHandlers({
        overview: { subscription: null, payment_method: null, invoices: [], gateways: ['test'] },
      }),
    );
  },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a card number into the test gateway's field by keyboard and presses Pay. */
async function payWith(canvasElement: HTMLElement, card: string) {
  await tabTo(canvasElement, 'textbox', 'Card number');
  await userEvent.keyboard(card);
  await userEvent.tab();
  await waitFor(() =>
    expect(within(canvasElement).getByRole('button', { name: 'Pay' })).toHaveFocus(),
  );
  await userEvent.keyboard('{Enter}');
}

/**
 * The test gateway: the order summary of Pro yearly, 'Test mode', a 'Card number' field and
 * 'Pay'; a good card subscribes and says so.
 */
export const TestGateway: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(await canvas.findByRole('region', { name: 'Order summary' }));
    await expect(summary.getByText('Pro')).toBeInTheDocument();
    await expect(summary.getByText('$8 / month')).toBeInTheDocument();
    await expect(summary.getByText('Billed $96 every 12 months')).toBeInTheDocument();
    await expect(canvas.getByText('Test mode')).toBeInTheDocument();
    await payWith(canvasElement, '4242 4242 4242 4242');
    await waitFor(() => expect(lastToast()).toBe('You are now subscribed to Pro.'));
  },
};

/** A declined card: the server's 'Your card was declined.' shows on the field, focused. */
export const DeclinedCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payWith(canvasElement, '4000 0000 0000 0002');
    const field = canvas.getByRole('textbox', { name: 'Card number' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Your card was declined.'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** An empty card number is refused before any call. */
export const MissingCard: Story = {
  play: async ({ canvasElement }) => {
    const pay = await tabTo(canvasElement, 'button', 'Pay');
    pay.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText('Enter a card number.')).toBeVisible();
  },
};

/** With several gateways on, the buyer picks one; Stripe starts from its own button. */
export const GatewayChoice: Story = {
  parameters: { bootstrap: memberBootstrap(['test', 'stripe', 'paypal']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvasElement, 'radio', /Test mode/);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked());
    await expect(canvas.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByRole('button', { name: 'Continue with PayPal' })).toBeVisible();
  },
};
