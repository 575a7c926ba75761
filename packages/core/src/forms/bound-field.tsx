import { fieldStyles } from '@coffer/ui/Field';
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

/** The value, events and error of a text-like kit field bound to a react-hook-form field. */
export function useBoundTextField<T extends FieldValues>(
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
export function controlRef(
  ref: (element: HTMLElement | null) => void,
  control: 'input' | 'textarea' | 'button' | '[role="spinbutton"]',
): RefCallback<HTMLDivElement> {
  return (element) => ref(element?.querySelector<HTMLElement>(control) ?? null);
}

/** The value, events and error (shown under the control) of a bound checkbox or switch. */
export function useBoundToggle<T extends FieldValues>({
  control,
  name,
  rules,
}: BoundFieldProps<T>) {
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
