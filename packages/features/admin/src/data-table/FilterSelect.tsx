import { useTrans } from '@coffer/core';
import { Select, SelectItem } from '@coffer/ui/Select';
import * as styles from './data-table.css';
import type { DataTableFilters } from './use-data-table-state';

/** One choice of a filter: its label (translated) and the filter value it sets. */
export interface FilterOption {
  label: string;
  value: DataTableFilters[string];
}

export interface FilterSelectProps {
  /** The filter's visible label. */
  label: string;
  /** The filter's current value (undefined: any). */
  value: DataTableFilters[string] | undefined;
  options: FilterOption[];
  /** Called with the chosen value, or undefined for 'Any'. */
  onChange: (value: DataTableFilters[string] | undefined) => void;
}

const ANY = 'any';

/** A list filter as a select whose first choice, 'Any', removes it. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const { trans } = useTrans();
  const keyOf = (v: DataTableFilters[string]) => JSON.stringify(v);
  const items = [
    { id: ANY, label: trans('Any') },
    ...options.map((o) => ({ id: keyOf(o.value), label: o.label })),
  ];
  return (
    <div className={styles.filter}>
      <Select
        label={label}
        items={items}
        selectedKey={value === undefined ? ANY : keyOf(value)}
        onSelectionChange={(key) => {
          const option = options.find((o) => keyOf(o.value) === key);
          onChange(option?.value);
        }}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
    </div>
  );
}
