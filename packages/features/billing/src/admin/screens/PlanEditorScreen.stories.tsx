import { adminHandlers } from '@coffer/admin/mocks';
import { lastToast, pickOption, pressButton, typeInto } from '@coffer/admin/mocks/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { billingAdminHandlers, billingAdminRequests } from '../mocks';
import { billingAdminMeta } from '../mocks/stories';
import { PlanEditorScreen } from './PlanEditorScreen';

const meta = {
  title: 'Billing/Admin/PlanEditorScreen',
  component: PlanEditorScreen,
  ...billingAdminMeta('/admin/plans/new'),
  // The story's router matches every path: these routes give the editor its `:productId`.
  render: () => (
    <Routes>
      <Route path="/admin/plans/new" element={<PlanEditorScreen />} />
      <Route path="/admin/plans/:productId/edit" element={<PlanEditorScreen />} />
      <Route path="*" element={null} />
    </Routes>
  ),
  beforeEach({ msw }) {
    msw.use(...adminHandlers(), ...billingAdminHandlers());
  },
} satisfies Meta<typeof PlanEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const GB = 1024 ** 3;
const lastSaved = () => billingAdminRequests.plans.at(-1);
const price = (canvasElement: HTMLElement, number: number) =>
  within(canvasElement).getByRole('group', { name: `Price ${number}` });

/**
 * A new plan by keyboard: its name, two feature lines (the second moved up), 100 GB, a monthly
 * price and an added yearly one; saved as one payload, back to the list.
 */
export const CreateWithTwoPrices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Team');
    await pressButton(canvasElement, 'Add feature');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Feature 1' })).toHaveFocus());
    await userEvent.keyboard('Shared workspaces');
    await pressButton(canvasElement, 'Add feature');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Feature 2' })).toHaveFocus());
    await userEvent.keyboard('1 TB of storage');
    await pressButton(canvasElement, 'Move Feature 2 up');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Feature 1' })).toHaveValue('1 TB of storage'),
    );
    // Moved to the top, the line's Move down button takes the focus from the disabled Move up.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move Feature 1 down' })).toHaveFocus(),
    );
    await typeInto(canvas.getByRole('textbox', { name: 'Available space' }), '100');
    await typeInto(within(price(canvasElement, 1)).getByRole('textbox', { name: 'Amount' }), '12');
    await pressButton(canvasElement, 'Add price');
    const yearly = price(canvasElement, 2);
    await waitFor(() =>
      expect(within(yearly).getByRole('textbox', { name: 'Amount' })).toHaveFocus(),
    );
    await userEvent.keyboard('120');
    await pickOption(yearly, /Billing period/, 'Yearly');
    await pressButton(canvasElement, 'Save');
    await waitFor(() => expect(lastToast()).toBe('Plan created'));
    await expect(lastSaved()).toMatchObject({
      name: 'Team',
      feature_list: ['1 TB of storage', 'Shared workspaces'],
      available_space: 100 * GB,
      prices: [
        { amount: 12, currency: 'USD', interval: 'month', interval_count: 1 },
        { amount: 120, currency: 'USD', interval: 'year', interval_count: 1 },
      ],
    });
  },
};

/** A custom period shows its count and interval: every 2 weeks. */
export const CustomPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.keyboard('Fortnightly');
    const first = price(canvasElement, 1);
    await typeInto(within(first).getByRole('textbox', { name: 'Amount' }), '3.5');
    await pickOption(first, /Billing period/, 'Custom');
    await typeInto(within(first).getByRole('textbox', { name: 'Every' }), '2');
    await pickOption(first, /Interval/, 'Weeks');
    await pressButton(canvasElement, 'Save');
    await waitFor(() => expect(lastToast()).toBe('Plan created'));
    await expect(lastSaved()?.prices).toEqual([
      { amount: 3.5, currency: 'USD', interval: 'week', interval_count: 2 },
    ]);
  },
};

/**
 * Pro has subscribers on its monthly price: it is marked locked, read-only, cannot be removed,
 * and goes back unchanged beside the new price added instead.
 */
export const LockedPrice: Story = {
  parameters: { route: '/admin/plans/2/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveValue('Pro');
    const locked = within(price(canvasElement, 1));
    await expect(locked.getByText('Locked')).toBeInTheDocument();
    await expect(
      locked.getByText('Has subscribers: add a new price to change it.'),
    ).toBeInTheDocument();
    await expect(locked.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('readonly');
    await expect(locked.getByRole('button', { name: 'Remove Price 1' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'files.create' })).toBeChecked();
    await pressButton(canvasElement, 'Add price');
    await waitFor(() =>
      expect(
        within(price(canvasElement, 3)).getByRole('textbox', { name: 'Amount' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('12');
    await pressButton(canvasElement, 'Save');
    await waitFor(() => expect(lastToast()).toBe('Plan updated'));
    await expect(lastSaved()?.prices).toEqual([
      { id: 11, amount: 10, currency: 'USD', interval: 'month', interval_count: 1 },
      { id: 12, amount: 96, currency: 'USD', interval: 'month', interval_count: 12 },
      { amount: 12, currency: 'USD', interval: 'month', interval_count: 1 },
    ]);
  },
};

/** The contract's own rules, before any call: each message under its field, the first focused. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    const currency = within(price(canvasElement, 1)).getByRole('textbox', { name: 'Currency' });
    await typeInto(currency, 'US');
    await expect(currency).toHaveValue('US');
    await pressButton(canvasElement, 'Save');
    await expect(await canvas.findByText('The name field is required.')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getByText('Enter an amount.')).toBeInTheDocument();
    await expect(
      canvas.getByText('The currency is a three-letter code (USD).'),
    ).toBeInTheDocument();
    await expect(billingAdminRequests.plans).toEqual([]);
  },
};

/** A paid plan whose last price is removed: 'A paid plan needs a price.' over the prices. */
export const PaidPlanWithoutPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.keyboard('Team');
    await pressButton(canvasElement, 'Remove Price 1');
    await pressButton(canvasElement, 'Save');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A paid plan needs a price.');
  },
};

/** The server's field errors land on their fields: `prices.1.amount`, `feature_list.0`. */
export const ServerFieldErrors: Story = {
  parameters: { route: '/admin/plans/3/edit' },
  beforeEach({ msw }) {
    msw.use(
      ...billingAdminHandlers({
        planErrors: {
          'prices.1.amount': ['The amount is too large.'],
          feature_list: ['At most 30 features.'],
          'feature_list.0': ['The feature is too long.'],
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveValue('Business');
    await pressButton(canvasElement, 'Save');
    const yearly = within(price(canvasElement, 2));
    await expect(await yearly.findByText('The amount is too large.')).toBeInTheDocument();
    await expect(canvas.getByText('The feature is too long.')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('At most 30 features.');
    await waitFor(() => expect(yearly.getByRole('textbox', { name: 'Amount' })).toHaveFocus());
  },
};

/** A plan's permissions with a limit, and its space in TB, by keyboard. */
export const PermissionsAndSpace: Story = {
  parameters: { route: '/admin/plans/3/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Name' });
    await expect(canvas.getByRole('textbox', { name: 'Available space' })).toHaveValue('2');
    await expect(canvas.getByRole('button', { name: /Unit/ })).toHaveTextContent('TB');
    await pickOption(canvasElement, /Unit/, 'GB');
    await typeInto(canvas.getByRole('textbox', { name: 'Available space' }), '500');
    const grant = canvas.getByRole('checkbox', { name: 'workspaces.create' });
    grant.focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('10');
    await pressButton(canvasElement, 'Save');
    await waitFor(() => expect(lastToast()).toBe('Plan updated'));
    await expect(lastSaved()).toMatchObject({
      available_space: 500 * GB,
      permissions: [{ name: 'workspaces.create', restrictions: [{ name: 'count', value: 10 }] }],
    });
  },
};

export const Loading: Story = {
  parameters: { route: '/admin/plans/2/edit' },
  beforeEach({ msw }) {
    msw.use(...billingAdminHandlers({ pending: true }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
  },
};
