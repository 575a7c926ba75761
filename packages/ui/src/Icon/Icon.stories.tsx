import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cloud, Folder, Share2, Trash2 } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Icon, iconSizes } from './Icon';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { icon: Folder },
  argTypes: {
    size: { control: 'select', options: iconSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Labelled: Story = {
  args: { icon: Share2, 'aria-label': 'Shared' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Shared' })).toBeInTheDocument();
  },
};

export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {[Folder, Cloud, Share2, Trash2].map((glyph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
        <Icon key={index} {...args} icon={glyph} />
      ))}
    </div>
  ),
};
