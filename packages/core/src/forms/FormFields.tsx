import { Checkbox, type CheckboxProps } from '@coffer/ui/Checkbox';
import { fieldStyles } from '@coffer/ui/Field';
import { PasswordField, type PasswordFieldProps } from '@coffer/ui/PasswordField';
import { Select, type SelectProps } from '@coffer/ui/Select';
import { TextField, type TextFieldProps } from '@coffer/ui/TextField';
import type { RefCallback } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  useController,
} from 'react-hook-form';

export interface BoundFieldProps<T extends FieldValues> {
  /** The react-hook-form control of the form. */
  control: Control<T>;
  /** The field's name in the form values (and in the server's `errors`). */
  name: FieldPath<T>;
  /** Client-side rules; their messages match the server's. */
  rules?: RegisterOptions<T, FieldPath<T>>;
}

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
  const { field, fieldState } = useController({ control, name, rules });
  const errorId = `${String(name)}-error`;
  return (
    <div>
      <Checkbox
        {...props}
        inputRef={field.ref}
        name={field.name}
        isSelected={Boolean(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isInvalid={Boolean(fieldState.error)}
        aria-describedby={fieldState.error ? errorId : undefined}
      />
      {fieldState.error && (
        <p id={errorId} className={fieldStyles.error}>
          {fieldState.error.message}
        </p>
      )}
    </div>
  );
}

/**
 * The kit's Select bound to a react-hook-form field holding the chosen option's id (a
 * string, or null while nothing is chosen), with its client or server error.
 */
export function FormSelect<T extends FieldValues, Item extends object>({
  control,
  name,
  rules,
  ...props
}: BoundFieldProps<T> &
  Omit<SelectProps<Item>, 'name' | 'selectedKey' | 'onSelectionChange' | 'value' | 'onChange'>) {
  const { field, fieldState } = useController({ control, name, rules });
  return (
    <div ref={controlRef(field.ref, 'button')}>
      <Select
        {...props}
        selectedKey={field.value ?? null}
        onSelectionChange={(key) => field.onChange(key === null ? null : String(key))}
        onBlur={field.onBlur}
        isInvalid={Boolean(fieldState.error)}
        errorMessage={fieldState.error?.message}
      />
    </div>
  );
}

/** The value, events and error of a text-like kit field bound to a react-hook-form field. */
function useBoundTextField<T extends FieldValues>({ control, name, rules }: BoundFieldProps<T>) {
  const { field, fieldState } = useController({ control, name, rules });
  return {
    wrapperRef: controlRef(field.ref, 'input'),
    fieldProps: {
      name: field.name,
      value: field.value ?? '',
      onChange: field.onChange,
      onBlur: field.onBlur,
      isInvalid: Boolean(fieldState.error),
      errorMessage: fieldState.error?.message,
    },
  };
}

/**
 * react-hook-form focuses a field with an error through the ref it is given; the kit's
 * fields take no ref to their control, so hand it the control inside a wrapper (a text
 * field's input, a select's trigger button: its hidden native select takes no focus).
 */
function controlRef(
  ref: (element: HTMLElement | null) => void,
  control: 'input' | 'button',
): RefCallback<HTMLDivElement> {
  return (element) => ref(element?.querySelector<HTMLElement>(control) ?? null);
}
