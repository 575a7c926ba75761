import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ListBox, ListBoxItem, ListBoxSection } from './ListBox';

const selectionModes = ['single', 'multiple'] as const;
const fruit = ['Apple', 'Banana', 'Blueberry', 'Cherry'];

const meta = {
  title: 'UI/ListBox',
  component: ListBox,
  args: { 'aria-label': 'Fruit', selectionMode: 'single' },
  argTypes: { selectionMode: { control: 'select', options: selectionModes } },
  render: (args) => (
    <ListBox {...args}>
      {fruit.map((name) => (
        <ListBoxItem key={name} id={name}>
          {name}
        </ListBoxItem>
      ))}
    </ListBox>
  ),
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows move, typing jumps, Enter selects. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Banana' })).toHaveFocus());
    await userEvent.keyboard('c');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Cherry' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('option', { name: 'Cherry' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Multiple: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['Apple', 'Cherry'] },
};

export const WithSections: Story = {
  render: (args) => (
    <ListBox {...args} aria-label="Places">
      <ListBoxSection title="Recent">
        <ListBoxItem id="drive">My drive</ListBoxItem>
        <ListBoxItem id="shared">Shared with me</ListBoxItem>
      </ListBoxSection>
      <ListBoxSection title="Other">
        <ListBoxItem id="trash">Trash</ListBoxItem>
      </ListBoxSection>
    </ListBox>
  ),
};

const files = Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `File ${i + 1}` }));

/** 5,000 options, virtualised: only the rows in view are in the DOM. */
export const Virtualized: Story = {
  render: (args) => (
    <ListBox {...args} aria-label="Files" items={files}>
      {(file) => <ListBoxItem id={file.id}>{file.name}</ListBoxItem>}
    </ListBox>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('option').length).toBeLessThan(100);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'File 5000' })).toHaveFocus());
  },
};
