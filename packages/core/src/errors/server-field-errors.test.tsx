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

  it("given an item of a list refused (emails.1), shows it on the list's field", () => {
    const { result } = renderHook(() => useForm<{ emails: string }>());
    const error = invalid({
      'emails.1': ['Each email must be a valid email address.'],
      'emails.3': ['Another.'],
    });
    expect(applyServerFieldErrors(result.current, error)).toBe(true);
    expect(result.current.getFieldState('emails').error?.message).toBe(
      'Each email must be a valid email address.',
    );
  });
});

describe('server errors on a form of one field', () => {
  type NameForm = { name: string };

  it("given the field's own error, shows it", () => {
    const { result } = renderHook(() => useForm<NameForm>());
    const error = invalid({ name: ['A folder with this name already exists.'] });
    expect(applyServerFieldErrors(result.current, error, 'name')).toBe(true);
    expect(result.current.getFieldState('name').error?.message).toBe(
      'A folder with this name already exists.',
    );
  });

  it("given a 422 naming another field or none, shows the answer's message on the field", () => {
    const { result } = renderHook(() => useForm<NameForm>());
    const other = new HttpError(422, {
      message: 'The parent folder is gone.',
      errors: { parentId: ['x'] },
    });
    expect(applyServerFieldErrors(result.current, other, 'name')).toBe(true);
    expect(result.current.getFieldState('name').error?.message).toBe('The parent folder is gone.');
    const bare = new HttpError(422, { message: 'The password is incorrect.' });
    expect(applyServerFieldErrors(result.current, bare, 'name')).toBe(true);
    expect(result.current.getFieldState('name').error?.message).toBe('The password is incorrect.');
  });

  it('given a refusal that is no 422 (429, 500) or no HTTP error, leaves the field alone', () => {
    const { result } = renderHook(() => useForm<NameForm>());
    const tooMany = new HttpError(429, { message: 'Too many attempts.' });
    expect(applyServerFieldErrors(result.current, tooMany, 'name')).toBe(false);
    expect(applyServerFieldErrors(result.current, new Error('offline'), 'name')).toBe(false);
    expect(result.current.formState.errors).toEqual({});
  });
});

describe('server field errors for a kit Form', () => {
  it('gives the first message of each field, from a list or a plain string', () => {
    expect(
      serverFieldErrors(invalid({ phone: ['Taken.', 'x'], password: 'Wrong password.' })),
    ).toEqual({ phone: 'Taken.', password: 'Wrong password.' });
  });

  it("gives a list its first refused item's message (emails.0, emails.2 → emails)", () => {
    expect(serverFieldErrors(invalid({ 'emails.2': ['Bad.'], 'emails.0': ['Worse.'] }))).toEqual({
      emails: 'Bad.',
    });
  });

  it('given no field errors or a non-HTTP error, gives null', () => {
    expect(serverFieldErrors(invalid({}))).toBeNull();
    expect(serverFieldErrors(new HttpError(500, { message: 'x' }))).toBeNull();
    expect(serverFieldErrors(new Error('offline'))).toBeNull();
  });
});
