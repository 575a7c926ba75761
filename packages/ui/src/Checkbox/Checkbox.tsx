import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components/Checkbox';
import * as styles from './checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children' | 'style'> {
  /** The label, next to the box. Without one, give the checkbox an `aria-label`. */
  children?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A checkbox with its label. Standalone it carries its own `name` and validation; inside
 * a `CheckboxGroup` it is one choice, identified by `value`.
 */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={className ? `${styles.choice} ${className}` : styles.choice}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box}>
            {isIndeterminate ? (
              <Minus aria-hidden="true" size={14} strokeWidth={3} />
            ) : (
              isSelected && <Check aria-hidden="true" size={14} strokeWidth={3} />
            )}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
