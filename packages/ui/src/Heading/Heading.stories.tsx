import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, headingLevels, headingSizes } from './Heading';

const meta = {
  title: 'UI/Typography/Heading',
  component: Heading,
  args: { children: 'Shared with me', level: 2 },
  argTypes: {
    level: { control: 'select', options: headingLevels },
    size: { control: 'select', options: headingSizes },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Shared with me' }),
    ).toBeInTheDocument();
  },
};

export const Levels: Story = {
  render: (args) => (
    <div>
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div>
      {headingSizes.map((size) => (
        <Heading key={size} {...args} level={3} size={size}>
          Size {size}
        </Heading>
      ))}
    </div>
  ),
};
