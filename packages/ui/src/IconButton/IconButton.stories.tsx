import type { Meta, StoryObj } from '@storybook/react-vite';
import { Share2, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/Button';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/Actions/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Delete', children: <Trash2 aria-hidden="true" />, onPress: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    size: { control: 'select', options: buttonSizes },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {buttonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} aria-label={`Share (${variant})`}>
          <Share2 aria-hidden="true" />
        </IconButton>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <IconButton
          key={size}
          {...args}
          size={size}
          variant="outline"
          aria-label={`Share (${size})`}
        >
          <Share2 aria-hidden="true" size={size === 'sm' ? 16 : 20} />
        </IconButton>
      ))}
    </div>
  ),
};

export const Disabled: Story = { args: { isDisabled: true } };
