import type { Meta, StoryObj } from '@storybook/react-vite';
import { Divider, dividerOrientations } from './Divider';

const meta = {
  title: 'UI/Layout/Divider',
  component: Divider,
  argTypes: { orientation: { control: 'select', options: dividerOrientations } },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div>
      <p>Storage</p>
      <Divider {...args} />
      <p>Trash</p>
    </div>
  ),
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, height: 24, alignItems: 'center' }}>
      <span>Name</span>
      <Divider {...args} />
      <span>Size</span>
    </div>
  ),
};
