import { Checkbox, type CheckboxProps } from '@coffer/ui/Checkbox';
import { PasswordField, type PasswordFieldProps } from '@coffer/ui/PasswordField';
import { TextField, type TextFieldProps } from '@coffer/ui/TextField';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTrans } from '../i18n/i18n-context';
import { type BoundFieldProps, useBoundTextField, useBoundToggle } from './bound-field';

export type { BoundFieldProps } from './bound-field';

// The text and password fields and the checkbox, which nearly every form shows (the login
// screen among them). Other controls have a module each (FormTextArea, FormSwitch, FormSelect:
// list box and popover; FormDatePicker: calendar), so that a form loads only the controls it
// shows (ADR 0012).

/** The kit's TextField bound to a react-hook-form field, showing its client or server error. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  rules,
  ...props
}: BoundFieldProps<T> & Omit<TextFieldProps, 'name' | 'value' | 'onChange'>) {
  const { wrapperRef, fieldProps } = useBoundTextField({ control, name, rules });
  return (
    <div ref={wrapperRef}>
      <TextField {...props} {...fieldProps} />
    </div>
  );
}

/** The kit's PasswordField bound to a react-hook-form field. */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  rules,
  ...props
}: BoundFieldProps<T> & Omit<PasswordFieldProps, 'name' | 'value' | 'onChange'>) {
  const { wrapperRef, fieldProps } = useBoundTextField({ control, name, rules });
  return (
    <div ref={wrapperRef}>
      <PasswordField {...props} {...fieldProps} />
    </div>
  );
}

/** The kit's Checkbox bound to a boolean react-hook-form field, with its error under it. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  rules,
  ...props
}: BoundFieldProps<T> & Omit<CheckboxProps, 'name' | 'isSelected' | 'onChange'>) {
  const { toggleProps, isInvalid, error } = useBoundToggle({ control, name, rules });
  return (
    <div>
      <Checkbox {...props} {...toggleProps} isInvalid={isInvalid} />
      {error}
    </div>
  );
}

// In this module rather than its own: the gates that ask for it (a protected link's, a file
// request's) would otherwise load one more small chunk before their first paint.
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
  label,
  autoFocus = false,
}: CurrentPasswordFieldProps<T>) {
  const { trans } = useTrans();
  return (
    <FormPasswordField
      control={control}
      name={'password' as FieldPath<T>}
      label={label ?? trans('Password')}
      autoComplete="current-password"
      autoFocus={autoFocus}
      rules={{ required: trans('The password field is required.') }}
    />
  );
}
