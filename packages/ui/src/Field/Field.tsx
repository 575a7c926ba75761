import type { ReactNode } from 'react';
import { FieldDescription } from './FieldDescription';
import { FieldError, type FieldErrorMessage } from './FieldError';
import { FieldLabel } from './FieldLabel';

/** Props every field shares: its label, help text and an error message from outside. */
export interface FieldBaseProps {
  /** Visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /**
   * Error shown while the field is invalid. Map a server's field error here together with
   * `isInvalid`, or leave it out to show the field's own validation errors.
   */
  errorMessage?: FieldErrorMessage;
}

/** The label, as the first part of a field. Renders nothing without a label. */
export function FieldHeader({ label }: Pick<FieldBaseProps, 'label'>) {
  return label == null ? null : <FieldLabel>{label}</FieldLabel>;
}

/** The description and error message, as the last parts of a field. */
export function FieldHelp({ description, errorMessage }: Omit<FieldBaseProps, 'label'>) {
  return (
    <>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
