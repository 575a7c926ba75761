import { Minus, Plus } from 'lucide-react';
import { Button } from 'react-aria-components/Button';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components/NumberField';
import { type FieldBaseProps, FieldHeader, FieldHelp } from '../Field/Field';
import * as styles from '../Field/field.css';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'children' | 'style'>,
    FieldBaseProps {
  /** Hint shown while the field is empty. */
  placeholder?: string;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A number input with decrease and increase buttons. Arrow keys step the value, Page
 * Up/Down step by ten, Home/End jump to `minValue`/`maxValue`; `formatOptions` formats it.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      className={className ? `${styles.fieldRoot} ${className}` : styles.fieldRoot}
    >
      <FieldHeader label={label} />
      <Group className={styles.inputBox}>
        <Button slot="decrement" className={styles.boxButton}>
          <Minus aria-hidden="true" size={16} />
        </Button>
        <Input className={styles.input} placeholder={placeholder} />
        <Button slot="increment" className={styles.boxButton}>
          <Plus aria-hidden="true" size={16} />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
