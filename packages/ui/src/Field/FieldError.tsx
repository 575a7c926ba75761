import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components/FieldError';
import { FieldError as AriaFieldError } from 'react-aria-components/FieldError';
import * as styles from './field.css';

/** An error message given from outside, or a function of the field's validation result. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

export interface FieldErrorProps {
  /**
   * Message to show while the field is invalid. Without it the field's own validation
   * errors show: native constraint messages, `validate` results, or the enclosing
   * `Form`'s `validationErrors` for this field's `name`.
   */
  children?: FieldErrorMessage;
}

/**
 * A field's error message. It renders only while the field is invalid and is linked to
 * the control with `aria-describedby`. `data-field-error` lets `Form` read it for its summary.
 */
export function FieldError({ children }: FieldErrorProps) {
  return (
    <AriaFieldError className={styles.error} data-field-error="">
      {children == null ? undefined : (validation) => errorText(children, validation)}
    </AriaFieldError>
  );
}

function errorText(message: FieldErrorMessage, validation: ValidationResult): ReactNode {
  if (typeof message === 'function') return message(validation);
  return message;
}
