import type { ReactNode } from 'react';
import {
  ColorField as AriaColorField,
  type ColorFieldProps as AriaColorFieldProps,
} from 'react-aria-components/ColorField';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import * as styles from './colorPicker.css';

export interface ColorFieldProps extends Omit<AriaColorFieldProps, 'className' | 'style'> {
  /** The visible label. */
  label: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A text field for a hex colour (`#1d4ed8`); arrow keys step the value, an invalid entry
 * reverts on blur. Inside a `ColorPicker` it edits the picker's colour.
 */
export function ColorField({ label, className, ...props }: ColorFieldProps) {
  return (
    <AriaColorField
      {...props}
      className={className ? `${styles.field} ${className}` : styles.field}
    >
      <Label className={styles.fieldLabel}>{label}</Label>
      <Input className={styles.input} />
    </AriaColorField>
  );
}
