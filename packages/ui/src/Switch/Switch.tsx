import type { ReactNode } from 'react';
import {
  Switch as AriaSwitch,
  type SwitchProps as AriaSwitchProps,
} from 'react-aria-components/Switch';
import * as styles from './switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'children' | 'style'> {
  /** The label, next to the switch. Without one, give the switch an `aria-label`. */
  children?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** An on/off switch for settings that take effect at once. Space toggles it. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={className ? `${styles.choice} ${className}` : styles.choice}>
      <span className={styles.track}>
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
