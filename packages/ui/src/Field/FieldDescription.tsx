import type { ReactNode } from 'react';
import { Text } from 'react-aria-components/Text';
import * as styles from './field.css';

export interface FieldDescriptionProps {
  /** Help text shown under the control and announced with it. */
  children?: ReactNode;
}

/** Help text of a field, linked to the control with `aria-describedby`. */
export function FieldDescription({ children }: FieldDescriptionProps) {
  if (children == null || children === '') return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}
