import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTrans } from '../i18n/i18n-context';
import { FormPasswordField } from './FormFields';

/** The values a new-password pair binds to, named as every password call of the API names them. */
export interface NewPasswordValues extends FieldValues {
  password: string;
  password_confirmation: string;
}

export interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  /** The react-hook-form control of the form. */
  control: Control<T>;
  /** @default 'New password' */
  passwordLabel?: string;
  /** @default 'Confirm password' */
  confirmationLabel?: string;
  /**
   * Focus the new password on arrival.
   * @default false
   */
  autoFocus?: boolean;
}

/**
 * A new password and its confirmation (`password`, `password_confirmation`), as registration,
 * password reset and the account's password panel ask for them: both required, and the
 * confirmation must match, with the server's messages.
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  control,
  passwordLabel,
  confirmationLabel,
  autoFocus = false,
}: NewPasswordFieldsProps<T>) {
  const { trans } = useTrans();
  return (
    <>
      <FormPasswordField
        control={control}
        name={'password' as FieldPath<T>}
        label={passwordLabel ?? trans('New password')}
        autoComplete="new-password"
        autoFocus={autoFocus}
        rules={{ required: trans('The password field is required.') }}
      />
      <FormPasswordField
        control={control}
        name={'password_confirmation' as FieldPath<T>}
        label={confirmationLabel ?? trans('Confirm password')}
        autoComplete="new-password"
        rules={{
          required: trans('The password confirmation field is required.'),
          validate: (value, values) =>
            value === values.password || trans('The password confirmation does not match.'),
        }}
      />
    </>
  );
}
