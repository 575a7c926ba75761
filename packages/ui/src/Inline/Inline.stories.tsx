import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { spaceTokens } from '../Stack/layout.css';
import { Inline, inlineAligns, inlineJustifies } from './Inline';

const buttons = ['Upload', 'New folder', 'Share', 'Download', 'Move', 'Delete'].map((label) => (
  <Button key={label} variant="outline">
    {label}
  </Button>
));

const meta = {
  title: 'UI/Layout/Inline',
  component: Inline,
  args: { children: buttons },
  argTypes: {
    gap: { control: 'select', options: spaceTokens },
    align: { control: 'select', options: inlineAligns },
    justify: { control: 'select', options: inlineJustifies },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Wrapping: Story = {
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
};

export const NoWrap: Story = {
  args: { wrap: false },
  decorators: [(Story) => <div style={{ width: 280, overflow: 'auto' }}>{Story()}</div>],
};

export const Justified: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {inlineJustifies.map((justify) => (
        <Inline key={justify} {...args} justify={justify}>
          <Button variant="outline">Cancel</Button>
          <Button>Save</Button>
        </Inline>
      ))}
    </div>
  ),
};

export const Aligned: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {inlineAligns.map((align) => (
        <Inline key={align} {...args} align={align}>
          <Button size="sm">Small</Button>
          <Button size="lg">Large</Button>
        </Inline>
      ))}
    </div>
  ),
};
