import type { Meta, StoryObj } from '@storybook/react-vite';
import { Share2 } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

const placements = ['top', 'bottom', 'start', 'end'] as const;

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { children: 'Share with people or a link', placement: 'top' },
  argTypes: { placement: { control: 'select', options: placements } },
  render: (args) => (
    <TooltipTrigger>
      <Button variant="outline" aria-label="Share">
        <Share2 aria-hidden="true" size={18} />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; keyboard focus opens it at once and Escape closes it. */
export const Default: Story = {
  play: async () => {
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Share with people or a link');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument(),
    );
  },
};

export const Open: Story = {
  render: (args) => (
    <TooltipTrigger defaultOpen>
      <Button variant="outline" aria-label="Share">
        <Share2 aria-hidden="true" size={18} />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
};
