import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, progressBarSizes } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading report.pdf', value: 40 },
  argTypes: { size: { control: 'select', options: progressBarSizes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading report.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, value: undefined, label: 'Preparing download' },
};

export const CustomValueLabel: Story = {
  args: { value: 3, maxValue: 12, valueLabel: '3 of 12 files' },
};

export const WithoutValueLabel: Story = { args: { showValueLabel: false } };

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Uploading', showValueLabel: false },
};

export const Complete: Story = { args: { value: 100 } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {progressBarSizes.map((size) => (
        <ProgressBar key={size} {...args} label={`Size ${size}`} size={size} />
      ))}
    </div>
  ),
};
