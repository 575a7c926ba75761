import { adminHandlers } from '@coffer/admin/mocks';
import {
  body,
  confirmByKeyboard,
  focusRow,
  lastToast,
  openRowMenu,
  pickFilterOption,
  pressButton,
} from '@coffer/admin/mocks/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { billingAdminHandlers, billingAdminRequests } from '../mocks';
import { billingAdminMeta } from '../mocks/stories';
import { PlansScreen } from './PlansScreen';

const meta = {
  title: 'Billing/Admin/PlansScreen',
  component: PlansScreen,
  ...billingAdminMeta('/admin/plans'),
  beforeEach({ msw }) {
    msw.use(...adminHandlers(), ...billingAdminHandlers());
  },
} satisfies Meta<typeof PlansScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every plan by position, hidden ones too, with its prices and flags; search by name. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Legacy');
    await expect(canvas.getByText('1–4 of 4')).toBeInTheDocument();
    const pro = within(canvas.getByText('Pro').closest('[role="row"]') as HTMLElement);
    await expect(pro.getByText('Most popular')).toBeInTheDocument();
    await expect(pro.getByText('$10 every month')).toBeInTheDocument();
    await expect(pro.getByText('$96 every 12 months')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Plans' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    canvas.getByRole('searchbox', { name: 'Search' }).focus();
    await userEvent.keyboard('busi');
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeInTheDocument());
    await expect(canvas.queryByText('Legacy')).toBeNull();
  },
};

/** The visibility filter by keyboard: only the hidden plan. */
export const FilteredHidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Legacy');
    await pickFilterOption(canvasElement, /Visibility/, '{Home}{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeInTheDocument());
    await expect(canvas.getByText('Legacy')).toBeInTheDocument();
    await expect(canvas.queryByText('Pro')).toBeNull();
  },
};

/** The free filter: 'Paid' leaves Free out. */
export const FilteredPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Legacy');
    await pickFilterOption(canvasElement, /Type/, '{End}{Enter}');
    await waitFor(() => expect(canvas.getByText('1–3 of 3')).toBeInTheDocument());
    const names = canvas.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
    await expect(names.some((name) => name.startsWith('Free'))).toBe(false);
  },
};

/** Sorted by subscribers from their header, by keyboard: most first once pressed twice. */
export const SortedBySubscribers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Legacy');
    const header = canvas.getByRole('columnheader', { name: /Subscribers/ });
    header.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => {
      const names = canvas.getAllByRole('rowheader').map((cell) => cell.textContent);
      expect(names[0]).toMatch(/^Pro/);
    });
  },
};

/**
 * Two plans selected with Space and deleted behind the confirm dialog: Legacy goes, Pro has
 * subscribers and the server's refusal is shown.
 */
export const BulkDeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await focusRow(canvasElement, 'Legacy');
    await userEvent.keyboard(' ');
    await focusRow(canvasElement, 'Pro');
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText('2 selected')).toBeInTheDocument();
    await pressButton(canvasElement, 'Delete selected');
    await expect(
      await body(canvasElement).findByRole('alertdialog', { name: 'Delete 2 items?' }),
    ).toBeInTheDocument();
    await confirmByKeyboard(canvasElement);
    await waitFor(() =>
      expect(lastToast()).toBe('This plan has subscribers: hide it instead of deleting it.'),
    );
    await waitFor(() => expect(canvas.queryByText('Legacy')).toBeNull());
    await expect(canvas.getByText('Pro')).toBeInTheDocument();
    await expect(billingAdminRequests.deletedPlans).toEqual([4]);
  },
};

/** One plan deleted from its row's menu, confirmed by keyboard. */
export const DeleteFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowMenu(canvasElement, 'Legacy');
    await userEvent.keyboard('{End}{Enter}');
    await confirmByKeyboard(canvasElement);
    await waitFor(() => expect(lastToast()).toBe('Deleted 1 plan'));
    await waitFor(() => expect(canvas.queryByText('Legacy')).toBeNull());
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...billingAdminHandlers({ plans: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No plans match')).toBeInTheDocument();
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
