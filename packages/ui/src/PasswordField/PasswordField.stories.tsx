import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/Fields/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.tab();
    await userEvent.keyboard('s3cret');
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus(),
    );
  },
};

export const Visible: Story = { args: { defaultValue: 's3cret', defaultVisible: true } };

export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    description: 'At least 8 characters.',
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Wrong password.', defaultValue: 'guess' },
};

export const Disabled: Story = { args: { isDisabled: true } };
