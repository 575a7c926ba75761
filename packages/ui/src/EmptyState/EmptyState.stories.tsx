import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderOpen } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const onUpload = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'This folder is empty',
    description: 'Drop files here or use the upload button.',
  },
  argTypes: { size: { control: 'inline-radio', options: ['regular', 'compact'] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIllustrationAndAction: Story = {
  args: {
    illustration: <FolderOpen width="100%" height="100%" strokeWidth={1} />,
    action: <Button onPress={onUpload}>Upload files</Button>,
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Upload files' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onUpload).toHaveBeenCalled();
  },
};

/** The notifications popover's empty state (spec §2.5). */
export const Compact: Story = {
  args: {
    size: 'compact',
    headingLevel: 3,
    title: 'Hang tight! Notifications will start showing up here soon.',
    description: undefined,
  },
};

export const TitleOnly: Story = { args: { description: undefined } };
