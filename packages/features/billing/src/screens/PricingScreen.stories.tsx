import { cancelledSubscriptionFixture, productFixtures } from '@coffer/contract/fixtures';
import { onboardingPlan } from '@coffer/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { billingBootstrap, billingHandlers, memberBootstrap, subscriberBootstrap } from '../mocks';
import { tabTo } from '../mocks/stories';
import { PricingScreen } from './PricingScreen';

const meta = {
  title: 'Billing/PricingScreen',
  component: PricingScreen,
  parameters: { layout: 'fullscreen', route: '/pricing', bootstrap: billingBootstrap() },
  beforeEach({ msw }) {
    sessionStorage.clear();
    msw.use(...billingHandlers());
  },
} satisfies Meta<typeof PricingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of a plan, found by its heading. */
const card = async (canvasElement: HTMLElement, plan: string) =>
  (await within(canvasElement).findByRole('article', { name: plan })) as HTMLElement;

/**
 * A guest sees yearly prices first (amount ÷ interval count: $96 every 12 months is $8 / month),
 * 'Most popular' on Pro and 'Save up to 20%'; each button leads to registration, and the
 * chosen plan is kept for the checkout after it.
 */
export const GuestYearly: Story = {
  play: async ({ canvasElement }) => {
    const pro = within(await card(canvasElement, 'Pro'));
    await expect(pro.getByText('Most popular')).toBeInTheDocument();
    await expect(pro.getByText('$8 / month')).toBeInTheDocument();
    await expect(pro.getByText('Billed $96 every 12 months')).toBeInTheDocument();
    await expect(
      within(await card(canvasElement, 'Business')).getByText('$240 / year'),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(within(canvasElement).getByText('Save up to 20%')).toBeInTheDocument();
    const choose = pro.getByRole('link', { name: 'Choose plan' });
    await expect(choose).toHaveAttribute('href', '/register?redirectFrom=pricing');
    // Following the link by keyboard keeps the plan; the click itself is the router's.
    choose.addEventListener('click', (event) => event.preventDefault(), { once: true });
    choose.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onboardingPlan()).toEqual({ productId: 2, priceId: 12 }));
  },
};

/** The switch, by keyboard: arrow keys move to Monthly and the cards show monthly prices. */
export const GuestMonthly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvasElement, 'radio', /Yearly/);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked());
    await expect(within(await card(canvasElement, 'Pro')).getByText('$10 / month')).toBeVisible();
    await expect(
      within(await card(canvasElement, 'Business')).getByText('$25 / month'),
    ).toBeVisible();
    await expect(canvas.queryByText('Billed $96 every 12 months')).toBeNull();
  },
};

/** Signed in without a plan: a paid plan's button is its checkout; the free plan is theirs. */
export const SignedIn: Story = {
  parameters: { bootstrap: memberBootstrap() },
  play: async ({ canvasElement }) => {
    const link = await tabTo(await card(canvasElement, 'Pro'), 'link', 'Choose plan');
    await expect(link).toHaveAttribute('href', '/checkout/2/12');
    const free = within(await card(canvasElement, 'Free'));
    await expect(free.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  },
};

/** A subscriber's own plan and price are marked; another plan leads to the change's confirm page. */
export const Subscribed: Story = {
  parameters: { bootstrap: subscriberBootstrap() },
  play: async ({ canvasElement }) => {
    const pro = within(await card(canvasElement, 'Pro'));
    await waitFor(() => expect(pro.getByRole('button', { name: 'Current plan' })).toBeDisabled());
    const business = await tabTo(
      await card(canvasElement, 'Business'),
      'link',
      'Switch to this plan',
    );
    await expect(business).toHaveAttribute('href', '/billing/change-plan/3/32/confirm');
    // Monthly: Pro's monthly price is not the one paid, so it may be chosen.
    within(canvasElement)
      .getByRole('radio', { name: /Yearly/ })
      .focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(pro.getByRole('link', { name: 'Switch to this plan' })).toHaveAttribute(
        'href',
        '/billing/change-plan/2/11/confirm',
      ),
    );
  },
};

/** With only monthly prices there is no switch to make. */
export const OneCycle: Story = {
  beforeEach({ msw }) {
    const products = productFixtures().map((product) => ({
      ...product,
      prices: product.prices.filter(
        (price) => price.interval_count === 1 && price.interval === 'month',
      ),
    }));
    msw.use(...billingHandlers({ products }));
  },
  parameters: { bootstrap: subscriberBootstrap(cancelledSubscriptionFixture()) },
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Business');
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
  },
};
