import { FormSelect } from '@coffer/core/forms';
import { SelectItem } from '@coffer/ui/Select';
import type { ComponentProps } from 'react';
import type { SettingsValues } from './settings-values';

/** A choice of a settings select: its value and its label, already translated. */
export interface SettingsOption {
  id: string;
  label: string;
}

type SettingsSelectProps = Omit<
  ComponentProps<typeof FormSelect<SettingsValues, SettingsOption>>,
  'items' | 'children'
> & {
  /** The choices, in order. */
  options: readonly SettingsOption[];
};

/** A settings field picked from a few labelled values (a driver, a position, a level). */
export function SettingsSelect({ options, ...props }: SettingsSelectProps) {
  return (
    <FormSelect<SettingsValues, SettingsOption> {...props} items={options}>
      {(option) => (
        <SelectItem id={option.id} textValue={option.label}>
          {option.label}
        </SelectItem>
      )}
    </FormSelect>
  );
}
