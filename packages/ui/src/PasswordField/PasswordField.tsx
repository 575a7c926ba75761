import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { type FieldBaseProps, FieldHeader, FieldHelp } from '../Field/Field';
import * as styles from '../Field/field.css';
import { useKitStrings } from '../KitStrings/KitStringsProvider';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'children' | 'style' | 'type'>,
    FieldBaseProps {
  /**
   * Browser autofill hint: `current-password` to sign in, `new-password` to choose one.
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
  /**
   * Whether the password starts out visible.
   * @default false
   */
  defaultVisible?: boolean;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  description,
  errorMessage,
  autoComplete = 'current-password',
  defaultVisible = false,
  className,
  ...props
}: PasswordFieldProps) {
  const strings = useKitStrings();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <AriaTextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={className ? `${styles.fieldRoot} ${className}` : styles.fieldRoot}
    >
      <FieldHeader label={label} />
      <div className={styles.inputBox}>
        {/* Browsers and password managers must not alter what is shown as plain text. */}
        <Input className={styles.input} spellCheck={false} autoCapitalize="none" />
        <Button
          className={styles.boxButton}
          aria-label={strings.format(visible ? 'hidePassword' : 'showPassword')}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden="true" size={16} /> : <Eye aria-hidden="true" size={16} />}
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
