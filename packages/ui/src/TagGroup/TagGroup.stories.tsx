import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Chip, Tag } from './Tag';
import { TagGroup } from './TagGroup';

const meta = {
  title: 'UI/TagGroup',
  component: TagGroup,
  args: { label: 'Labels', children: null },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <TagGroup {...args}>
      <Tag id="work">Work</Tag>
      <Tag id="photos">Photos</Tag>
      <Tag id="taxes">Taxes</Tag>
    </TagGroup>
  ),
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await userEvent.tab();
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(rows[1]).toHaveFocus());
  },
};

const recipients = [
  { id: 1, email: 'ada@example.com' },
  { id: 2, email: 'alan@example.com' },
  { id: 3, email: 'grace@example.com' },
];

/** Removable chips, as in a share dialog's recipient list; Delete or Backspace removes the focused one. */
export const RemovableChips: Story = {
  render: () => {
    const [items, setItems] = useState(recipients);
    return (
      <TagGroup
        label="Share with"
        description="Press Delete to remove a person."
        items={items}
        renderEmptyState={() => 'Nobody yet'}
        onRemove={(keys) => setItems((list) => list.filter((item) => !keys.has(item.id)))}
      >
        {(item) => <Chip id={item.id}>{item.email}</Chip>}
      </TagGroup>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Delete}');
    await expect(canvas.queryByRole('row', { name: /alan@example.com/ })).toBeNull();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Selectable: Story = {
  render: (args) => (
    <TagGroup {...args} label="File types" selectionMode="multiple" defaultSelectedKeys={['pdf']}>
      <Tag id="pdf">PDF</Tag>
      <Tag id="image">Image</Tag>
      <Tag id="video">Video</Tag>
    </TagGroup>
  ),
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('row', { name: 'Image' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(image).toHaveAttribute('aria-selected', 'true');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <TagGroup {...args} disabledKeys={['taxes']}>
      <Tag id="work">Work</Tag>
      <Tag id="taxes">Taxes</Tag>
    </TagGroup>
  ),
};

export const Empty: Story = {
  render: (args) => (
    <TagGroup {...args} items={[] as { id: string }[]} renderEmptyState={() => 'No labels'}>
      {(item) => <Tag id={item.id}>{item.id}</Tag>}
    </TagGroup>
  ),
};
