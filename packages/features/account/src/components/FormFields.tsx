import { PasswordField, type PasswordFieldProps } from '@coffer/ui/PasswordField';
import { TextField, type TextFieldProps } from '@coffer/ui/TextField';
import type { RefCallback } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  useController,
} from 'react-hook-form';

interface BoundFieldProps<T extends FieldValues> {
  /** The react-hook-form control of the form. */
  control: Control<T>;
  /** The field's name in the form values (and in the server's `errors`). */
  name: FieldPath<T>;
  /** Client-side rules; their messages match the server's. */
  rules?: RegisterOptions<T, FieldPath<T>>;
}

// The kit's fields take no input ref: focus-on-error needs the input inside the wrapper.
function inputRef(ref: (element: HTMLElement | null) => void): RefCallback<HTMLDivElement> {
  return (element) => ref(element?.querySelector('input') ?? null);
}

/** The kit's TextField bound to a react-hook-form field, with its client or server error. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  rules,
  ...props
}: BoundFieldProps<T> & Omit<TextFieldProps, 'name' | 'value' | 'onChange'>) {
  const { field, fieldState } = useController({ control, name, rules });
  return (
    <div ref={inputRef(field.ref)}>
      <TextField
        {...props}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isInvalid={Boolean(fieldState.error)}
        errorMessage={fieldState.error?.message}
      />
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
  const { field, fieldState } = useController({ control, name, rules });
  return (
    <div ref={inputRef(field.ref)}>
      <PasswordField
        {...props}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isInvalid={Boolean(fieldState.error)}
        errorMessage={fieldState.error?.message}
      />
    </div>
  );
}
