import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'select', options: skeletonShapes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Paragraph: Story = { args: { lines: 4 } };

export const Rect: Story = { args: { shape: 'rect', height: 120 } };

export const Circle: Story = { args: { shape: 'circle', height: 40 } };

/** A file row while loading: the region says it is busy, the placeholders stay silent. */
export const FileRow: Story = {
  render: () => (
    <section
      aria-label="Files"
      aria-busy="true"
      style={{ display: 'flex', gap: 12, alignItems: 'center' }}
    >
      <Skeleton shape="rect" width={40} height={40} />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
      <Skeleton shape="circle" height={24} />
    </section>
  ),
};
