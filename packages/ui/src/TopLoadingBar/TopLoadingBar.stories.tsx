import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TopLoadingBar } from './TopLoadingBar';

const meta = {
  title: 'UI/TopLoadingBar',
  component: TopLoadingBar,
  args: { isLoading: true },
} satisfies Meta<typeof TopLoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Loading' });
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(10);
  },
};

export const Idle: Story = { args: { isLoading: false } };

/** Start and end loading with the button, by keyboard. */
export const Toggled: Story = {
  render: (args) => {
    const [isLoading, setLoading] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setLoading((value) => !value)}>
          {isLoading ? 'Finish loading' : 'Start loading'}
        </button>
        <TopLoadingBar {...args} isLoading={isLoading} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const bar = await canvas.findByRole('progressbar', { name: 'Loading' });
    await userEvent.keyboard('{Enter}');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  },
};
