import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordFields } from './NewPasswordFields';

type Values = { password: string; password_confirmation: string };

function PasswordForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { password: '', password_confirmation: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <NewPasswordFields control={form.control} confirmationLabel="Confirm new password" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('a new password and its confirmation', () => {
  it('given empty fields, asks for both with the server messages', async () => {
    const user = userEvent.setup();
    render(<PasswordForm onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The password field is required.')).toBeInTheDocument();
    expect(screen.getByText('The password confirmation field is required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
  });

  it('given a confirmation that differs, refuses it and sends nothing', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<PasswordForm onValid={onValid} />);
    await user.type(screen.getByLabelText('New password'), 'a long passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'another one');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The password confirmation does not match.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('given matching passwords, submits both as new-password fields', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<PasswordForm onValid={onValid} />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await user.type(screen.getByLabelText('New password'), 'a long passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onValid.mock.calls[0]?.[0]).toEqual({
        password: 'a long passphrase',
        password_confirmation: 'a long passphrase',
      }),
    );
  });
});
