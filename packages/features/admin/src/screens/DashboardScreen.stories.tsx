import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reportsHandlers } from '../mocks/reports';
import { adminScreenMeta } from '../mocks/stories';
import { DashboardScreen } from './DashboardScreen';

const meta = {
  title: 'Admin/DashboardScreen',
  component: DashboardScreen,
  ...adminScreenMeta('/admin'),
  // The presets count from a pinned day, so every run shows the same periods.
  args: { today: '2026-11-27' },
  beforeEach({ msw }) {
    msw.use(...reportsHandlers());
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses Tab until `element` has focus (at most `limit` times). */
async function tabTo(element: HTMLElement, limit = 30) {
  for (let i = 0; i < limit && document.activeElement !== element; i += 1) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

/** The last 30 days: the cards, the named charts; a chart switched to its table by keyboard. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Sign-ups and uploads' });
    const figures = canvas.getByRole('list', { name: 'Key figures' });
    await expect(within(figures).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(figures).queryByText(/from the previous period/)).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('application', { name: 'Sign-ups and uploads' })).toBeVisible(),
    );
    await expect(canvas.getByRole('table', { name: 'Most viewed pages' })).toBeVisible();

    // Recharts' accessibility layer: the chart takes focus and the arrows walk its days.
    const chart = canvas.getByRole('application', { name: 'Sign-ups and uploads' });
    canvas.getByRole('button', { name: /Period/ }).focus();
    await tabTo(chart);
    await userEvent.keyboard('{ArrowRight}');
    // Recharts' tooltip has no role of its own: found by its class, read by its text.
    await waitFor(() =>
      expect(canvasElement.querySelector('.recharts-tooltip-wrapper')).toHaveTextContent(
        /Sign-ups\s*:\s*\d/,
      ),
    );

    const toTable = canvas.getAllByRole('switch', { name: 'Show as table' })[0] as HTMLElement;
    canvas.getByRole('button', { name: /Period/ }).focus();
    await tabTo(toTable);
    await userEvent.keyboard(' ');
    const table = await canvas.findByRole('table', { name: 'Sign-ups and uploads' });
    // A header row and one row per day of the 30.
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(canvas.queryByRole('application', { name: 'Sign-ups and uploads' })).toBeNull();
  },
};

/** The compare switch, by keyboard: each card shows its change from the previous period. */
export const CompareOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Sign-ups and uploads' });
    const compare = canvas.getByRole('switch', { name: 'Compare with the previous period' });
    canvas.getByRole('button', { name: /Period/ }).focus();
    await userEvent.tab();
    await expect(compare).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(compare).toBeChecked();
    const figures = canvas.getByRole('list', { name: 'Key figures' });
    await waitFor(() =>
      expect(within(figures).getAllByText(/from the previous period|Previous period/)).toHaveLength(
        4,
      ),
    );
    await expect(within(figures).getByText(/\+25\s?% from the previous period/)).toBeVisible();
    const toTable = canvas.getAllByRole('switch', { name: 'Show as table' })[0] as HTMLElement;
    await tabTo(toTable);
    await userEvent.keyboard(' ');
    const table = await canvas.findByRole('table', { name: 'Sign-ups and uploads' });
    await expect(
      within(table).getByRole('columnheader', { name: 'Sign-ups, previous period' }),
    ).toBeVisible();
  },
};

/** "Custom range" picked from the period select by keyboard: the date range picker shows. */
export const CustomRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: 'Sign-ups and uploads' });
    await expect(canvas.queryByRole('group', { name: 'Dates' })).toBeNull();
    canvas.getByRole('button', { name: /Period/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await body.findByRole('listbox');
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'Custom range' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    const dates = await canvas.findByRole('group', { name: 'Dates' });
    // The range starts as the period shown before: the last 30 days.
    const [startMonth, startDay] = within(dates).getAllByRole('spinbutton');
    await expect(startMonth).toHaveAttribute('aria-valuenow', '10');
    await expect(startDay).toHaveAttribute('aria-valuenow', '29');
    (startDay as HTMLElement).focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(startDay).toHaveAttribute('aria-valuenow', '30'));
    const toTable = canvas.getAllByRole('switch', { name: 'Show as table' })[0] as HTMLElement;
    await tabTo(toTable);
    await userEvent.keyboard(' ');
    const table = await canvas.findByRole('table', { name: 'Sign-ups and uploads' });
    // 29 days (Oct 30 – Nov 27) and the header row.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(30));
  },
};

/** While the figures load: a status placeholder, the controls already usable. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...reportsHandlers({ pending: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: 'Loading the dashboard' }),
    ).toBeVisible();
    const compare = canvas.getByRole('switch', { name: 'Compare with the previous period' });
    compare.focus();
    await userEvent.keyboard(' ');
    await expect(compare).toBeChecked();
  },
};

/** A site without activity in the period: zero cards and an empty state instead of charts. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...reportsHandlers({ empty: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No activity in this period')).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'Show as table' })).toBeNull();
  },
};
