import { isHttpError } from '@coffer/core';
import { PasswordField } from '@coffer/ui/PasswordField';

/** What the field needs of a password check (a react-query mutation). */
interface PasswordCheck {
  error: unknown;
  isError: boolean;
  reset(): void;
}

/**
 * The password of a protected link or file request: a wrong one (422) says so on the field,
 * a refusal for too many attempts (429) too; typing again clears the error.
 */
export function GatePasswordField({
  value,
  onChange,
  check,
}: {
  value: string;
  onChange: (value: string) => void;
  check: PasswordCheck;
}) {
  const wrong = isHttpError(check.error) && check.error.status === 422;
  return (
    <PasswordField
      label="Password"
      autoComplete="current-password"
      value={value}
      onChange={(next) => {
        onChange(next);
        // An invalid field blocks the form's native submit: typing again clears the error.
        check.reset();
      }}
      isRequired
      isInvalid={check.isError}
      errorMessage={
        wrong
          ? 'The password is incorrect.'
          : check.isError
            ? 'Too many attempts. Try again in a minute.'
            : undefined
      }
    />
  );
}
