import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CurrentPasswordField } from './FormFields';
import { useForm } from './index';

function GateForm({ onValid }: { onValid: (values: { password: string }) => void }) {
  const form = useForm({ defaultValues: { password: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <CurrentPasswordField control={form.control} label="Your password" autoFocus />
      <button type="submit">Open</button>
    </form>
  );
}

describe('a password the visitor knows', () => {
  it('given none, says it is required with the server message, focused, and sends nothing', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<GateForm onValid={onValid} />);
    const field = screen.getByLabelText('Your password');
    await waitFor(() => expect(field).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('The password field is required.')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('given one, submits it as `password`, offered by the browser as the saved one', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<GateForm onValid={onValid} />);
    const field = screen.getByLabelText('Your password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    await user.type(field, 'open sesame{Enter}');
    await waitFor(() => expect(onValid.mock.calls[0]?.[0]).toEqual({ password: 'open sesame' }));
  });
});
