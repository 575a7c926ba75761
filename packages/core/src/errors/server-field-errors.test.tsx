import { render, renderHook, screen } from '@testing-library/react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { applyServerFieldErrors, serverFieldErrors } from './server-field-errors';

type LoginForm = { phone: string; password: string };

const invalid = (errors: Record<string, unknown>) =>
  new HttpError(422, { message: 'Invalid', errors: errors as Record<string, string[]> });

function LoginFields({ onForm }: { onForm: (form: UseFormReturn<LoginForm>) => void }) {
  const form = useForm<LoginForm>();
  onForm(form);
  return (
    <form>
      <input aria-label="Phone" {...form.register('phone')} />
      <input aria-label="Password" {...form.register('password')} />
    </form>
  );
}

describe('server field errors on a react-hook-form form', () => {
  it('maps every field error, taking the first message of a list or a plain string', () => {
    const { result } = renderHook(() => useForm<LoginForm>());
    const error = invalid({
      phone: ['The phone field is required.', 'x'],
      password: 'Wrong password.',
    });
    expect(applyServerFieldErrors(result.current, error)).toBe(true);
    expect(result.current.getFieldState('phone').error?.message).toBe(
      'The phone field is required.',
    );
    expect(result.current.getFieldState('password').error?.message).toBe('Wrong password.');
  });

  it('focuses the first field with an error', () => {
    const forms: UseFormReturn<LoginForm>[] = [];
    render(<LoginFields onForm={(form) => forms.push(form)} />);
    const form = forms.at(-1) as UseFormReturn<LoginForm>;
    applyServerFieldErrors(form, invalid({ password: ['Wrong password.'], phone: ['Taken.'] }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('given an empty map, a payload without errors, or a non-HTTP error, returns false', () => {
    const { result } = renderHook(() => useForm<LoginForm>());
    expect(applyServerFieldErrors(result.current, invalid({}))).toBe(false);
    expect(applyServerFieldErrors(result.current, new HttpError(500, { message: 'x' }))).toBe(
      false,
    );
    expect(applyServerFieldErrors(result.current, new Error('offline'))).toBe(false);
    expect(result.current.formState.errors).toEqual({});
  });
});

describe('server field errors for a kit Form', () => {
  it('gives the first message of each field, from a list or a plain string', () => {
    expect(
      serverFieldErrors(invalid({ phone: ['Taken.', 'x'], password: 'Wrong password.' })),
    ).toEqual({ phone: 'Taken.', password: 'Wrong password.' });
  });

  it('given no field errors or a non-HTTP error, gives null', () => {
    expect(serverFieldErrors(invalid({}))).toBeNull();
    expect(serverFieldErrors(new HttpError(500, { message: 'x' }))).toBeNull();
    expect(serverFieldErrors(new Error('offline'))).toBeNull();
  });
});
