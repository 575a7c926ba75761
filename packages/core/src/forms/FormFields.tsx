import { Checkbox, type CheckboxProps } from '@coffer/ui/Checkbox';
import { DatePicker, type DatePickerProps } from '@coffer/ui/DatePicker';
import { fieldStyles } from '@coffer/ui/Field';
import { PasswordField, type PasswordFieldProps } from '@coffer/ui/PasswordField';
import { Select, type SelectProps } from '@coffer/ui/Select';
import { Switch, type SwitchProps } from '@coffer/ui/Switch';
import { TextArea, type TextAreaProps } from '@coffer/ui/TextArea';
import { TextField, type TextFieldProps } from '@coffer/ui/TextField';
import type { RefCallback } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  useController,
} from 'react-hook-form';

/** What the kit's DatePicker takes: a date of `@internationalized/date`. */
type DateValue = NonNullable<Parameters<typeof DatePicker>[0]['value']>;

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

/** The kit's TextArea bound to a react-hook-form field, showing its client or server error. */
export function FormTextArea<T extends FieldValues>({
  control,
  name,
  rules,
  ...props
}: BoundFieldProps<T> & Omit<TextAreaProps, 'name' | 'value' | 'onChange'>) {
  const { wrapperRef, fieldProps } = useBoundTextField({ control, name, rules }, 'textarea');
  return (
    <div ref={wrapperRef}>
      <TextArea {...props} {...fieldProps} />
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

/** The kit's Switch bound to a boolean react-hook-form field, with its error under it. */
export function FormSwitch<T extends FieldValues>({
  control,
  name,
  rules,
  ...props
}: BoundFieldProps<T> & Omit<SwitchProps, 'name' | 'isSelected' | 'onChange'>) {
  const { toggleProps, error } = useBoundToggle({ control, name, rules });
  return (
    <div>
      <Switch {...props} {...toggleProps} />
      {error}
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

/**
 * The kit's DatePicker bound to a react-hook-form field holding an `@internationalized/date`
 * value (null while empty), with its client or server error.
 */
export function FormDatePicker<T extends FieldValues, D extends DateValue>({
  control,
  name,
  rules,
  ...props
}: BoundFieldProps<T> & Omit<DatePickerProps<D>, 'name' | 'value' | 'onChange'>) {
  const { field, fieldState } = useController({ control, name, rules });
  return (
    // Its first segment takes the focus: the picker itself has no single control.
    <div ref={controlRef(field.ref, '[role="spinbutton"]')}>
      <DatePicker<D>
        {...props}
        name={field.name}
        value={field.value ?? null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isInvalid={Boolean(fieldState.error)}
        errorMessage={fieldState.error?.message}
      />
    </div>
  );
}

/** The value, events and error of a text-like kit field bound to a react-hook-form field. */
function useBoundTextField<T extends FieldValues>(
  { control, name, rules }: BoundFieldProps<T>,
  element: 'input' | 'textarea' = 'input',
) {
  const { field, fieldState } = useController({ control, name, rules });
  return {
    wrapperRef: controlRef(field.ref, element),
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
  control: 'input' | 'textarea' | 'button' | '[role="spinbutton"]',
): RefCallback<HTMLDivElement> {
  return (element) => ref(element?.querySelector<HTMLElement>(control) ?? null);
}

/** The value, events and error (shown under the control) of a bound checkbox or switch. */
function useBoundToggle<T extends FieldValues>({ control, name, rules }: BoundFieldProps<T>) {
  const { field, fieldState } = useController({ control, name, rules });
  const errorId = `${String(name)}-error`;
  return {
    toggleProps: {
      inputRef: field.ref,
      name: field.name,
      isSelected: Boolean(field.value),
      onChange: field.onChange,
      onBlur: field.onBlur,
      'aria-describedby': fieldState.error ? errorId : undefined,
    },
    isInvalid: Boolean(fieldState.error),
    error: fieldState.error && (
      <p id={errorId} className={fieldStyles.error}>
        {fieldState.error.message}
      </p>
    ),
  };
}
