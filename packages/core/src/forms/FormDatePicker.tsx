import { DatePicker, type DatePickerProps } from '@coffer/ui/DatePicker';
import { type FieldValues, useController } from 'react-hook-form';
import { type BoundFieldProps, controlRef } from './bound-field';

/** What the kit's DatePicker takes: a date of `@internationalized/date`. */
type DateValue = NonNullable<Parameters<typeof DatePicker>[0]['value']>;

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
