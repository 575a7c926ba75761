import { NumberField, type NumberFieldProps } from '@coffer/ui/NumberField';
import { type FieldValues, useController } from 'react-hook-form';
import { type BoundFieldProps, controlRef } from './bound-field';

// A module of its own, as FormSelect and FormDatePicker: the number field brings the number
// parser, which a form without one need not load.

/**
 * The kit's NumberField bound to a react-hook-form field holding a number, or null while
 * empty (the field's NaN), with its client or server error.
 */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  rules,
  ...props
}: BoundFieldProps<T> & Omit<NumberFieldProps, 'name' | 'value' | 'onChange'>) {
  const { field, fieldState } = useController({ control, name, rules });
  return (
    <div ref={controlRef(field.ref, 'input')}>
      <NumberField
        {...props}
        name={field.name}
        value={field.value ?? Number.NaN}
        onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
        onBlur={field.onBlur}
        isInvalid={Boolean(fieldState.error)}
        errorMessage={fieldState.error?.message}
      />
    </div>
  );
}
