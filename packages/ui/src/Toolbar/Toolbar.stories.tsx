import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bold, Italic, Underline } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Divider } from '../Divider/Divider';
import { IconButton } from '../IconButton/IconButton';
import { Toolbar, toolbarOrientations } from './Toolbar';

const meta = {
  title: 'UI/Actions/Toolbar',
  component: Toolbar,
  args: {
    'aria-label': 'Text formatting',
    children: [
      <IconButton key="bold" aria-label="Bold">
        <Bold size={18} aria-hidden="true" />
      </IconButton>,
      <IconButton key="italic" aria-label="Italic">
        <Italic size={18} aria-hidden="true" />
      </IconButton>,
      <IconButton key="underline" aria-label="Underline">
        <Underline size={18} aria-hidden="true" />
      </IconButton>,
    ],
  },
  argTypes: {
    children: { control: false },
    orientation: { control: 'inline-radio', options: toolbarOrientations },
  },
  render: (args) => (
    <>
      <Toolbar {...args} />
      <Button variant="outline">After the toolbar</Button>
    </>
  ),
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters at the first control, the arrow keys move between the controls, Tab leaves. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Underline' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    // (user-event's Tab picks its target before React Aria moves focus to the last control,
    // as a browser's Tab from any control does; from the last one both agree.)
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After the toolbar' })).toHaveFocus();
  },
};

/** Up and down arrows move between the controls. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <div style={{ display: 'inline-flex' }}>
      <Toolbar {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await expect(canvas.getByRole('toolbar')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

/** Groups of controls apart, as an editor's toolbar has them. */
export const WithGroups: Story = {
  args: {
    children: [
      <IconButton key="bold" aria-label="Bold">
        <Bold size={18} aria-hidden="true" />
      </IconButton>,
      <IconButton key="italic" aria-label="Italic">
        <Italic size={18} aria-hidden="true" />
      </IconButton>,
      <Divider key="divider" orientation="vertical" />,
      <Button key="clear" variant="text" size="sm">
        Clear formatting
      </Button>,
    ],
  },
};
