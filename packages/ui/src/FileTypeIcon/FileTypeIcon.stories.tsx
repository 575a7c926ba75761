import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FileTypeIcon, fileTypeIconSizes } from './FileTypeIcon';
import { fileCategories } from './fileCategory';

const meta = {
  title: 'UI/FileTypeIcon',
  component: FileTypeIcon,
  args: { category: 'pdf' },
  argTypes: {
    category: { control: 'select', options: fileCategories },
    size: { control: 'select', options: fileTypeIconSizes },
  },
} satisfies Meta<typeof FileTypeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllCategories: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 10rem)',
        gap: 12,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {fileCategories.map((category) => (
        <li key={category} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <FileTypeIcon {...args} category={category} />
          {category}
        </li>
      ))}
    </ul>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {fileTypeIconSizes.map((size) => (
        <FileTypeIcon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Labelled: Story = {
  args: { 'aria-label': 'PDF document', size: 'xl' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'PDF document' }),
    ).toBeInTheDocument();
  },
};
