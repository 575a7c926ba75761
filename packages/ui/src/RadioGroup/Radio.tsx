import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components/RadioGroup';
import * as styles from './radio.css';

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'children' | 'style'> {
  /** The label, next to the circle. */
  children?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** One choice of a `RadioGroup`, identified by `value`. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={className ? `${styles.choice} ${className}` : styles.choice}>
      <span className={styles.circle} />
      {children}
    </AriaRadio>
  );
}
