import type { FieldPath, FieldValues } from 'react-hook-form';
import { type BoundFieldProps, FormPasswordField } from './FormFields';

/** The value a known password binds to, named as the API's confirmations and gates name it. */
export interface CurrentPasswordValues extends FieldValues {
  password: string;
}

export interface CurrentPasswordFieldProps<T extends CurrentPasswordValues> {
  /** The react-hook-form control of the form. */
  control: BoundFieldProps<T>['control'];
  /** @default 'Password' */
  label?: string;
  /**
   * Focus the field on arrival.
   * @default false
   */
  autoFocus?: boolean;
}

/**
 * A password the visitor already knows (`password`): the account's, when a dialog confirms it,
 * or a protected link's or file request's. Required, with the server's message; the browser
 * offers the saved one.
 */
export function CurrentPasswordField<T extends CurrentPasswordValues>({
  control,
  label = 'Password',
  autoFocus = false,
}: CurrentPasswordFieldProps<T>) {
  return (
    <FormPasswordField
      control={control}
      name={'password' as FieldPath<T>}
      label={label}
      autoComplete="current-password"
      autoFocus={autoFocus}
      rules={{ required: 'The password field is required.' }}
    />
  );
}
