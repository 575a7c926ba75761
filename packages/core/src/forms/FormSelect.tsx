import { Select, type SelectProps } from '@coffer/ui/Select';
import { type FieldValues, useController } from 'react-hook-form';
import { type BoundFieldProps, controlRef } from './bound-field';

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
