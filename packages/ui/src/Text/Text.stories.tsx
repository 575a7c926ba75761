import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text, textElements, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'UI/Typography/Text',
  component: Text,
  args: { children: 'Report 2026.pdf was shared with you.' },
  argTypes: {
    as: { control: 'select', options: textElements },
    size: { control: 'select', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'select', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div>
      {textSizes.map((size) => (
        <Text key={size} {...args} as="p" size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div>
      {textTones.map((tone) => (
        <Text key={tone} {...args} as="p" tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </div>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <div>
      {textWeights.map((weight) => (
        <Text key={weight} {...args} as="p" weight={weight}>
          {weight}: {args.children}
        </Text>
      ))}
    </div>
  ),
};

export const Elements: Story = {
  render: (args) => (
    <div>
      {textElements.map((as) => (
        <Text key={as} {...args} as={as}>
          As {as}.{' '}
        </Text>
      ))}
    </div>
  ),
};

export const Truncated: Story = {
  args: {
    truncate: true,
    as: 'div',
    title: 'A very long file name that does not fit in its column at all.pdf',
    children: 'A very long file name that does not fit in its column at all.pdf',
  },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
};
