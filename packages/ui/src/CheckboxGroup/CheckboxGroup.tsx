import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components/CheckboxGroup';
import { type FieldBaseProps, FieldHeader, FieldHelp } from '../Field/Field';
import * as styles from '../Field/field.css';

export const checkboxGroupOrientations = ['vertical', 'horizontal'] as const;
export type CheckboxGroupOrientation = (typeof checkboxGroupOrientations)[number];

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'children' | 'style'>,
    FieldBaseProps {
  /** The `Checkbox` choices, each with a `value`. */
  children?: ReactNode;
  /**
   * Whether the choices stack or sit in a row.
   * @default 'vertical'
   */
  orientation?: CheckboxGroupOrientation;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** A labelled set of checkboxes sharing one `name`, value list and error message. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      className={className ? `${styles.fieldRoot} ${className}` : styles.fieldRoot}
    >
      <FieldHeader label={label} />
      <div className={styles.choices} data-orientation={orientation}>
        {children}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
