import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup, checkboxGroupOrientations } from './CheckboxGroup';

const meta = {
  title: 'UI/Fields/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Email me about',
    onChange: fn(),
    children: [
      <Checkbox key="shares" value="shares">
        New shares
      </Checkbox>,
      <Checkbox key="comments" value="comments">
        Comments
      </Checkbox>,
      <Checkbox key="storage" value="storage">
        Storage almost full
      </Checkbox>,
    ],
  },
  argTypes: {
    orientation: { control: 'select', options: checkboxGroupOrientations },
    children: { control: false },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Comments' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['comments']);
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const WithDescription: Story = {
  args: { description: 'We never send more than one email a day.', defaultValue: ['shares'] },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Pick at least one.' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['storage'] } };
