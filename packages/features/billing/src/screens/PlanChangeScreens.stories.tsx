import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { billingHandlers, subscriberBootstrap } from '../mocks';
import { lastToast, tabTo, withRoute } from '../mocks/stories';
import { ChangePlanScreen } from './ChangePlanScreen';
import { ConfirmPlanChangeScreen } from './ConfirmPlanChangeScreen';

const meta = {
  title: 'Billing/ChangePlan',
  component: ChangePlanScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/billing/change-plan',
    bootstrap: subscriberBootstrap(),
  },
  beforeEach({ msw }) {
    msw.use(...billingHandlers());
  },
} satisfies Meta<typeof ChangePlanScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The paid plans, the current one marked; another leads to its confirm page. */
export const ChoosePlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pro = within(await canvas.findByRole('article', { name: 'Pro' }));
    await waitFor(() => expect(pro.getByRole('button', { name: 'Current plan' })).toBeDisabled());
    await expect(canvas.queryByRole('article', { name: 'Free' })).toBeNull();
    const business = await canvas.findByRole('article', { name: 'Business' });
    await expect(await tabTo(business, 'link', 'Switch to this plan')).toHaveAttribute(
      'href',
      '/billing/change-plan/3/32/confirm',
    );
  },
};

/** Confirming by keyboard moves the subscription to Business yearly and says so. */
export const Confirm: Story = {
  render: () => <ConfirmPlanChangeScreen />,
  decorators: [withRoute('/billing/change-plan/:productId/:priceId/confirm')],
  parameters: { route: '/billing/change-plan/3/32/confirm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are moving from Pro to Business.')).toBeVisible();
    await expect(canvas.getByText('$240 / year')).toBeInTheDocument();
    await tabTo(canvasElement, 'button', 'Confirm');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toBe('Your plan is now Business.'));
  },
};
