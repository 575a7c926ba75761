import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components/ComboBox';
import { Group } from 'react-aria-components/Group';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import { ListBox } from '../ListBox/ListBox';
import { Popover } from '../Popover/Popover';
import * as styles from '../Select/field.css';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'className' | 'style' | 'children'> {
  /** Visible label; it names the combo box. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Error text shown while `isInvalid` (or when native validation fails). */
  errorMessage?: ReactNode;
  /** `ListBoxItem`s, or a function from each of `items` to one. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Placeholder of the text input. */
  placeholder?: string;
  /**
   * Accessible name of the button that opens the list.
   * @default the kit string `showSuggestions` ('Show suggestions')
   */
  buttonLabel?: string;
}

/**
 * A text input with a filtered list of suggestions. Typing filters the list (so it
 * needs no type-ahead); arrows move through it, Enter picks, Escape closes.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  children,
  placeholder,
  buttonLabel,
  ...props
}: ComboBoxProps<T>) {
  const strings = useKitStrings();
  return (
    <AriaComboBox {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.control}>
        <Input className={styles.input} placeholder={placeholder} />
        <Button
          className={styles.iconButton}
          aria-label={buttonLabel ?? strings.format('showSuggestions')}
        >
          <ChevronDown aria-hidden="true" size={18} />
        </Button>
      </Group>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox>{children as never}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}
