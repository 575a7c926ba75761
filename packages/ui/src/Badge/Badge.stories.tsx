import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Shared' },
  argTypes: { tone: { control: 'select', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Count: Story = {
  args: { count: 3, tone: 'primary', label: '3 unread notifications', children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 unread notifications')).toBeInTheDocument();
  },
};

export const CountOverMax: Story = {
  args: { count: 250, tone: 'danger', label: '250 unread notifications', children: undefined },
};
