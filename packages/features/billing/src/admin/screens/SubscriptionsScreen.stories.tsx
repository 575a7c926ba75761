import { adminHandlers } from '@coffer/admin/mocks';
import {
  body,
  confirmByKeyboard,
  focusRow,
  lastToast,
  openDialog,
  openRowMenu,
  pickFilterOption,
  pickOption,
  pressButton,
} from '@coffer/admin/mocks/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminSubscriptionFixtures, billingAdminHandlers, billingAdminRequests } from '../mocks';
import { billingAdminMeta } from '../mocks/stories';
import { SubscriptionsScreen } from './SubscriptionsScreen';

const meta = {
  title: 'Billing/Admin/SubscriptionsScreen',
  component: SubscriptionsScreen,
  ...billingAdminMeta('/admin/subscriptions'),
  beforeEach({ msw }) {
    msw.use(...adminHandlers(), ...billingAdminHandlers());
  },
} satisfies Meta<typeof SubscriptionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirms a cancellation by keyboard: 'Keep it' has the focus first, Tab to the action. */
async function confirmCancel(dialog: HTMLElement) {
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus(),
  );
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
}

const rowOf = (canvasElement: HTMLElement, text: string) =>
  within(within(canvasElement).getByText(text).closest('[role="row"]') as HTMLElement);

/**
 * Every subscription with its customer, status, plan, gateway and dates; the CSV export
 * carries the list's search and filters; the search asks the server once typing pauses.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('grace@example.com');
    await expect(canvas.getByText('1–15 of 18')).toBeInTheDocument();
    const ada = rowOf(canvasElement, 'ada@example.com');
    await expect(ada.getByText('Active')).toBeInTheDocument();
    await expect(ada.getByText('Test mode')).toBeInTheDocument();
    await expect(ada.getByText('$10 every month')).toBeInTheDocument();
    await expect(rowOf(canvasElement, 'katherine@example.com').getByText('Past due')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    canvas.getByRole('searchbox', { name: 'Search' }).focus();
    await userEvent.keyboard('hopper');
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/v1/billing/subscriptions/export/csv?query=hopper'),
    );
  },
};

/** The status, gateway and plan filters by keyboard. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('grace@example.com');
    await pickFilterOption(
      canvasElement,
      /Status/,
      '{Home}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}',
    );
    await waitFor(() => expect(canvas.getByText('1–3 of 3')).toBeInTheDocument());
    const table = within(canvas.getByRole('grid', { name: 'Subscriptions' }));
    await expect(table.getAllByText('Past due')).toHaveLength(3);
    await pickFilterOption(canvasElement, /Gateway/, '{Home}{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeInTheDocument());
    await pickFilterOption(canvasElement, /Plan/, '{Home}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(await canvas.findByText('No subscriptions match')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      expect.stringContaining(
        `filters=${encodeURIComponent(JSON.stringify({ status: 'past_due', gateway: 'test', product_id: 3 }))}`,
      ),
    );
  },
};

/**
 * Grant a plan by keyboard: the user found by typing, Pro (its first price chosen), active;
 * the new subscription heads the list, granted by an admin.
 */
export const GrantSubscription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('grace@example.com');
    const dialog = await openDialog(canvasElement, 'Add subscription');
    const user = within(dialog).getByRole('combobox', { name: 'User' });
    user.focus();
    await userEvent.keyboard('niklaus');
    const option = await body(canvasElement).findByRole('option', {
      name: 'Niklaus Wirth (niklaus@example.com)',
    });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(user).toHaveValue('Niklaus Wirth'));
    await pickOption(dialog, /Plan/, 'Pro');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Price/ })).toHaveTextContent(
        '$10 every month',
      ),
    );
    await pressButton(dialog, 'Add subscription');
    await waitFor(() => expect(lastToast()).toBe('Subscription added'));
    await expect(billingAdminRequests.subscriptions.at(-1)).toEqual({
      user_id: 19,
      product_id: 2,
      price_id: 11,
      status: 'active',
      renews_at: null,
      ends_at: null,
      trial_ends_at: null,
    });
    const row = rowOf(canvasElement, 'niklaus@example.com');
    await expect(row.getByText('Granted by an admin')).toBeInTheDocument();
  },
};

/** Without a user or a plan, the contract's messages show under their fields before any call. */
export const GrantIncomplete: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('grace@example.com');
    const dialog = await openDialog(canvasElement, 'Add subscription');
    await pressButton(dialog, 'Add subscription');
    await expect(await within(dialog).findByText('Choose a user.')).toBeInTheDocument();
    await expect(within(dialog).getByText('Choose a plan.')).toBeInTheDocument();
    await expect(billingAdminRequests.subscriptions).toEqual([]);
  },
};

/**
 * Edit by keyboard: the renewal shows in the admin's zone (Paris, 11:00 for 10:00 UTC); a day
 * later and past due, saved as UTC.
 */
export const EditDatesInAdminTimeZone: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('grace@example.com');
    await openRowMenu(canvasElement, 'Grace Hopper');
    await userEvent.keyboard('{Home}{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit subscription' });
    await expect(within(dialog).getByText('Dates and times in Europe/Paris.')).toBeInTheDocument();
    const renews = within(within(dialog).getByRole('group', { name: 'Renews' }));
    const [, day, , hour] = renews.getAllByRole('spinbutton');
    await expect(hour).toHaveTextContent('11');
    day?.focus();
    await userEvent.keyboard('{ArrowUp}');
    await pickOption(dialog, /Status/, 'Past due');
    await pressButton(dialog, 'Save');
    await waitFor(() => expect(lastToast()).toBe('Subscription updated'));
    await expect(billingAdminRequests.subscriptions.at(-1)).toMatchObject({
      status: 'past_due',
      renews_at: '2027-02-03T10:00:00.000Z',
    });
    await expect(
      await rowOf(canvasElement, 'grace@example.com').findByText('Past due'),
    ).toBeVisible();
  },
};

/** Cancel at the period's end, confirmed by keyboard: cancelled, then resumed from its menu. */
export const CancelAndResume: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('grace@example.com');
    const menu = await openRowMenu(canvasElement, 'Grace Hopper');
    await expect(within(menu).getByRole('menuitem', { name: 'Resume' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    const confirm = await body(canvasElement).findByRole('alertdialog', {
      name: 'Cancel the subscription of Grace Hopper?',
    });
    await expect(confirm).toHaveTextContent(/stays until/);
    await confirmCancel(confirm);
    await waitFor(() => expect(lastToast()).toBe('Subscription cancelled'));
    await expect(billingAdminRequests.cancelled).toEqual([{ id: 101, immediately: false }]);
    await expect(
      await rowOf(canvasElement, 'grace@example.com').findByText('Cancelled'),
    ).toBeVisible();
    // Cancelled: 'Cancel at period end' is disabled, so the arrows skip it.
    await openRowMenu(canvasElement, 'Grace Hopper');
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(lastToast()).toBe('Subscription resumed'));
    await expect(
      await rowOf(canvasElement, 'grace@example.com').findByText('Active'),
    ).toBeVisible();
  },
};

/** Cancel at once: a destructive confirmation, and the plan is over. */
export const CancelImmediately: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('grace@example.com');
    await openRowMenu(canvasElement, 'Grace Hopper');
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{Enter}');
    const confirm = await body(canvasElement).findByRole('alertdialog', {
      name: 'End the subscription of Grace Hopper now?',
    });
    await confirmCancel(confirm);
    await waitFor(() => expect(lastToast()).toBe('Subscription cancelled'));
    await expect(billingAdminRequests.cancelled).toEqual([{ id: 101, immediately: true }]);
    await expect(
      await rowOf(canvasElement, 'grace@example.com').findByText('Expired'),
    ).toBeVisible();
  },
};

/** Every row selected with Ctrl+A and deleted behind the confirm dialog. */
export const BulkDelete: Story = {
  beforeEach({ msw }) {
    msw.use(...billingAdminHandlers({ subscriptions: adminSubscriptionFixtures(3) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await focusRow(canvasElement, 'grace@example.com');
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(await canvas.findByText('3 selected')).toBeInTheDocument();
    await pressButton(canvasElement, 'Delete selected');
    await confirmByKeyboard(canvasElement);
    await waitFor(() => expect(lastToast()).toBe('Deleted 3 subscriptions'));
    await expect(await canvas.findByText('No subscriptions match')).toBeInTheDocument();
  },
};

/** One subscription deleted from its menu, confirmed. */
export const DeleteOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowMenu(canvasElement, 'Grace Hopper');
    await userEvent.keyboard('{End}{Enter}');
    await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete the subscription of Grace Hopper?',
    });
    await confirmByKeyboard(canvasElement);
    await waitFor(() => expect(lastToast()).toBe('Deleted 1 subscription'));
    await waitFor(() => expect(canvas.queryByText('grace@example.com')).toBeNull());
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...billingAdminHandlers({ subscriptions: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No subscriptions match'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...billingAdminHandlers({ pending: true }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
  },
};
