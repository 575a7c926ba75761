import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'UI/Slider',
  component: Slider,
  args: { label: 'Corner radius', defaultValue: 8, minValue: 0, maxValue: 24, onChange: fn() },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('slider', { name: 'Corner radius' });
    await userEvent.tab();
    await waitFor(() => expect(thumb).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveValue('9');
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveValue('24');
  },
};

export const Range: Story = {
  args: { label: 'File size (MB)', defaultValue: [10, 60], maxValue: 100 },
};

export const Percent: Story = {
  args: {
    label: 'Opacity',
    defaultValue: 0.6,
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    formatOptions: { style: 'percent' },
  },
};

export const WithoutOutput: Story = { args: { showOutput: false } };

export const Disabled: Story = { args: { isDisabled: true } };
