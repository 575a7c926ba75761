import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { billingHandlers, subscriberBootstrap } from '../mocks';
import { tabTo, withRoute } from '../mocks/stories';
import { InvoiceScreen } from './InvoiceScreen';

const meta = {
  title: 'Billing/InvoiceScreen',
  component: InvoiceScreen,
  decorators: [withRoute('/billing/invoices/:uuid')],
  parameters: {
    layout: 'fullscreen',
    route: '/billing/invoices/7f3c2a90-5b1e-4c8d-9a6f-2e4b8d1c0a57',
    bootstrap: subscriberBootstrap(),
  },
  beforeEach({ msw }) {
    msw.use(...billingHandlers());
  },
} satisfies Meta<typeof InvoiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The printable invoice: number, customer, period, line and total; Print opens the dialog. */
export const Invoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Invoice 2026-000001' })).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeInTheDocument();
    await expect(canvas.getByText('Pro plan, $8 / month')).toBeInTheDocument();
    await expect(canvas.getAllByText('$96')).toHaveLength(2);
    const print = fn();
    const original = window.print;
    window.print = print;
    try {
      await tabTo(canvasElement, 'button', 'Print');
      await userEvent.keyboard('{Enter}');
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      window.print = original;
    }
  },
};
