import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatBytes } from './formatBytes';
import { Meter } from './Meter';

const GB = 1024 ** 3;
const quota = 10 * GB;
const usage = (used: number) => ({
  value: used,
  maxValue: quota,
  valueLabel: `${formatBytes(used, 'en-US')} of ${formatBytes(quota, 'en-US')}`,
});

const meta = {
  title: 'UI/Meter',
  component: Meter,
  args: { label: 'Storage', ...usage(2.1 * GB) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Storage' });
    await expect(meter).toHaveAttribute('aria-valuetext', '2.1 GB of 10 GB');
  },
};

export const Warning: Story = { args: usage(8 * GB) };

export const Danger: Story = { args: usage(9.6 * GB) };

export const Full: Story = { args: usage(10 * GB) };

export const Percentage: Story = {
  args: { value: 42, maxValue: 100, valueLabel: undefined, label: 'Seats used' },
};
