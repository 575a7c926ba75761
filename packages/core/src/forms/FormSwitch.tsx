import { Switch, type SwitchProps } from '@coffer/ui/Switch';
import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, useBoundToggle } from './bound-field';

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
