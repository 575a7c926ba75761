import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressCircle, progressCircleSizes } from './ProgressCircle';

const meta = {
  title: 'UI/ProgressCircle',
  component: ProgressCircle,
  args: { 'aria-label': 'Uploading', value: 40 },
  argTypes: { size: { control: 'select', options: progressCircleSizes } },
} satisfies Meta<typeof ProgressCircle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Indeterminate: Story = { args: { isIndeterminate: true, value: undefined } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {progressCircleSizes.map((size) => (
        <ProgressCircle key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
