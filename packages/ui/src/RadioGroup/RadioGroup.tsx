import type { ReactNode } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components/RadioGroup';
import { type FieldBaseProps, FieldHeader, FieldHelp } from '../Field/Field';
import * as styles from '../Field/field.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'children' | 'style'>,
    FieldBaseProps {
  /** The `Radio` choices. */
  children?: ReactNode;
  /**
   * Whether the choices stack or sit in a row; arrow keys move between them either way.
   * @default 'vertical'
   */
  orientation?: RadioGroupOrientation;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** A labelled set of radios: one tab stop, arrow keys move and select. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      className={className ? `${styles.fieldRoot} ${className}` : styles.fieldRoot}
    >
      <FieldHeader label={label} />
      <div className={styles.choices} data-orientation={orientation}>
        {children}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
