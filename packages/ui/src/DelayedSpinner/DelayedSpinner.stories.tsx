import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';
import { progressCircleSizes } from '../ProgressCircle/ProgressCircle';
import { DelayedSpinner } from './DelayedSpinner';

const meta = {
  title: 'UI/DelayedSpinner',
  component: DelayedSpinner,
  args: { isLoading: true },
  argTypes: { size: { control: 'select', options: progressCircleSizes } },
} satisfies Meta<typeof DelayedSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Appears after 500 ms of loading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading' }, { timeout: 2000 }),
    ).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {progressCircleSizes.map((size) => (
        <DelayedSpinner key={size} {...args} size={size} aria-label={`Loading (${size})`} />
      ))}
    </div>
  ),
};

/** Loading that ends after 300 ms: the spinner never shows. */
export const QuickLoadNeverShows: Story = {
  render: (args) => {
    const [isLoading, setLoading] = useState(true);
    useEffect(() => {
      const timer = setTimeout(() => setLoading(false), 300);
      return () => clearTimeout(timer);
    }, []);
    return (
      <>
        <p>{isLoading ? 'Loading…' : 'Loaded quickly: no spinner was shown.'}</p>
        <DelayedSpinner {...args} isLoading={isLoading} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Loaded quickly: no spinner was shown.', {}, { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
