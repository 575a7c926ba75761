import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { type FieldBaseProps, FieldHeader, FieldHelp } from '../Field/Field';
import * as fieldStyles from '../Field/field.css';
import * as styles from './textArea.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'children' | 'style' | 'type'>,
    FieldBaseProps {
  /** Hint shown while the field is empty. */
  placeholder?: string;
  /**
   * Visible lines of text before it scrolls.
   * @default 4
   */
  rows?: number;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** Multi-line text input with label, help text and error message. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      className={className ? `${fieldStyles.fieldRoot} ${className}` : fieldStyles.fieldRoot}
    >
      <FieldHeader label={label} />
      <div className={fieldStyles.inputBox}>
        <AriaTextArea
          className={`${fieldStyles.input} ${styles.textArea}`}
          rows={rows}
          placeholder={placeholder}
        />
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
