import { useId } from 'react';
import * as styles from './nativeSelect.css';

export interface NativeSelectOption {
  id: string;
  name: string;
}

export interface NativeSelectProps {
  label: string;
  options: readonly NativeSelectOption[];
  value: string;
  onChange: (id: string) => void;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A labelled picker on the platform's own `<select>`: no script beyond React's, so pages with
 * a tight first-load budget (guest pages) can offer a choice without the overlay code the
 * kit's `Select` brings. Its list opens as the browser and the phone's picker do; keyboard and
 * screen readers get the native behaviour. Use `Select` where options need more than text.
 */
export function NativeSelect({
  label,
  options,
  value,
  onChange,
  isDisabled,
  className,
}: NativeSelectProps) {
  const id = useId();
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
