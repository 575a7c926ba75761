import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GridList, GridListItem } from '../GridList/GridList';
import { textSizes, textTones, textWeights } from '../Text/Text';
import { SlotText } from './SlotText';

const files = [
  { id: 'report', name: 'Report.pdf', note: 'Shared with 3 people' },
  { id: 'notes', name: 'Notes.txt', note: 'Starred' },
];

const meta = {
  title: 'UI/Typography/SlotText',
  component: SlotText,
  args: { slot: 'description', size: 'sm', tone: 'muted' },
  argTypes: {
    size: { control: 'select', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'select', options: textWeights },
  },
  render: (args) => (
    <GridList aria-label="Files" selectionMode="single" height={140} rowHeight={56}>
      {files.map((file) => (
        <GridListItem key={file.id} id={file.id} textValue={file.name}>
          <FileText size={18} aria-hidden="true" />
          <span style={{ display: 'flex', flexDirection: 'column' }}>
            <span>{file.name}</span>
            <SlotText {...args}>{file.note}</SlotText>
          </span>
        </GridListItem>
      ))}
    </GridList>
  ),
} satisfies Meta<typeof SlotText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An item is read with its slotted description: the arrow keys land on "Notes.txt Starred". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const report = await canvas.findByRole('row', { name: 'Report.pdf Shared with 3 people' });
    await userEvent.tab();
    await waitFor(() => expect(report).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('row', { name: 'Notes.txt Starred' })).toHaveFocus(),
    );
  },
};

/** The description in the item's own weight and colour. */
export const Emphasised: Story = { args: { size: 'md', tone: 'default', weight: 'medium' } };
