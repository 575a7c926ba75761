import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: 'Expires on', defaultValue: parseDate('2026-11-22'), onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenCalled();
    const open = canvas.getByRole('button', { name: /Calendar/ });
    await userEvent.click(open);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('grid')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    await within(document.body).findByRole('dialog');
  },
};

export const Empty: Story = {
  args: { defaultValue: undefined, description: 'Leave empty to never expire.' },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The date must be in the future.' },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Range: Story = {
  render: () => (
    <DateRangePicker
      label="Shared between"
      defaultValue={{ start: parseDate('2026-11-02'), end: parseDate('2026-11-12') }}
    />
  ),
};

export const RangeOpen: Story = {
  render: () => (
    <DateRangePicker
      label="Shared between"
      defaultValue={{ start: parseDate('2026-11-02'), end: parseDate('2026-11-12') }}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    await within(document.body).findByRole('dialog');
  },
};
