import { ChevronDown } from 'lucide-react';
import { type ReactNode, useContext } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  FieldError,
  Label,
  SelectStateContext,
  SelectValue,
  Text,
} from 'react-aria-components/Select';
import { ListBox } from '../ListBox/ListBox';
import { type TypeAheadState, useTypeAhead } from '../ListBox/typeAhead';
import { Popover } from '../Popover/Popover';
import * as styles from './field.css';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'className' | 'style' | 'children'> {
  /** Visible label; it names the select. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Error text shown while `isInvalid` (or when native validation fails). */
  errorMessage?: ReactNode;
  /** Options to render with `children` as a function. */
  items?: Iterable<T>;
  /** `ListBoxItem`s, or a function from each of `items` to one. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * Shown while nothing is selected.
   * @default 'Select an item'
   */
  placeholder?: string;
}

/**
 * Pick one option from a list in a popover. The trigger opens on Enter, Space or
 * ArrowDown; typing on the closed trigger selects the first match (resets after 500 ms).
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <TriggerWithTypeAhead />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox items={items}>{children as never}</ListBox>
      </Popover>
    </AriaSelect>
  );
}

/** The trigger button, whose typed letters pick an option while closed. */
function TriggerWithTypeAhead() {
  const state = useContext(SelectStateContext);
  const onKeyDownCapture = useTypeAhead(
    () => (state && !state.isOpen ? (state as unknown as TypeAheadState) : null),
    (key) => state?.setSelectedKey(key),
  );
  return (
    <div style={{ display: 'contents' }} onKeyDownCapture={onKeyDownCapture}>
      <Button className={styles.control}>
        <SelectValue className={styles.value} />
        <ChevronDown aria-hidden="true" size={18} />
      </Button>
    </div>
  );
}
