import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { spaceTokens } from './layout.css';
import { Stack, stackAligns } from './Stack';

function Box({ children }: { children: ReactNode }) {
  return (
    <div style={{ padding: 8, border: '1px solid currentColor', borderRadius: 4 }}>{children}</div>
  );
}

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  args: {
    children: [<Box key="1">Name</Box>, <Box key="2">Email</Box>, <Box key="3">Password</Box>],
  },
  argTypes: {
    gap: { control: 'select', options: spaceTokens },
    align: { control: 'select', options: stackAligns },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Gaps: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      {(['xs', 'md', 'xl'] as const).map((gap) => (
        <Stack key={gap} {...args} gap={gap} />
      ))}
    </div>
  ),
};

export const Alignments: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 24 }}>
      {stackAligns.map((align) => (
        <Stack key={align} {...args} align={align} />
      ))}
    </div>
  ),
};

export const AsList: Story = {
  args: { as: 'ul', children: [<li key="1">Recent</li>, <li key="2">Starred</li>] },
};
