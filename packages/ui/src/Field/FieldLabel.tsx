import { Label, type LabelProps } from 'react-aria-components/Label';
import * as styles from './field.css';

export interface FieldLabelProps extends Omit<LabelProps, 'className'> {
  /** Extra class for layout by the caller. */
  className?: string;
}

/** A field's visible label. Inside a react-aria field it is wired to the control automatically. */
export function FieldLabel({ className, ...props }: FieldLabelProps) {
  return <Label {...props} className={className ? `${styles.label} ${className}` : styles.label} />;
}
