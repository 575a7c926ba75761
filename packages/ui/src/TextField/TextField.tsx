import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input } from 'react-aria-components/Input';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { type FieldBaseProps, FieldHeader, FieldHelp } from '../Field/Field';
import * as styles from '../Field/field.css';

export const textFieldTypes = ['text', 'email', 'password', 'number', 'url', 'tel'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'children' | 'style' | 'type'>,
    FieldBaseProps {
  /**
   * Kind of text, which picks the keyboard on touch devices and the browser's checks.
   * @default 'text'
   */
  type?: TextFieldType;
  /** Hint shown while the field is empty. Never a replacement for the label. */
  placeholder?: string;
  /** Content before the text, such as an icon (decorative: mark it `aria-hidden`). */
  startAdornment?: ReactNode;
  /**
   * Shown read-only with a lock, for values the user may see but not change here.
   * @default false
   */
  isLocked?: boolean;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A single-line text input with label, help text and error message. Errors come from its
 * own validation, from `isInvalid` + `errorMessage`, or from `Form`'s `validationErrors`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  startAdornment,
  isLocked = false,
  isReadOnly,
  className,
  ...props
}: TextFieldProps) {
  const readOnly = isLocked || isReadOnly;
  return (
    <AriaTextField
      {...props}
      isReadOnly={readOnly}
      className={className ? `${styles.fieldRoot} ${className}` : styles.fieldRoot}
    >
      <FieldHeader label={label} />
      <div className={styles.inputBox}>
        {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
        <Input className={styles.input} placeholder={placeholder} />
        {isLocked && (
          <span className={styles.adornment} data-locked="">
            <Lock aria-hidden="true" size={16} />
          </span>
        )}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
