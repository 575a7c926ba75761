import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Radio } from './Radio';
import { RadioGroup, radioGroupOrientations } from './RadioGroup';

const meta = {
  title: 'UI/Fields/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Default view',
    onChange: fn(),
    children: [
      <Radio key="list" value="list">
        List
      </Radio>,
      <Radio key="grid" value="grid">
        Grid
      </Radio>,
    ],
  },
  argTypes: {
    orientation: { control: 'select', options: radioGroupOrientations },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'List' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Grid' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('grid');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'grid' } };

export const WithDescription: Story = {
  args: { description: 'How folders open for you.', defaultValue: 'list' },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a view.' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'list' } };
