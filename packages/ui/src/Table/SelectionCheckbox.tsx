import { Check, Minus } from 'lucide-react';
import { Checkbox, type CheckboxProps } from 'react-aria-components/Checkbox';
import * as styles from './table.css';

/**
 * The row and select-all checkbox of selectable collections (Table, GridList). Its
 * accessible name comes from the collection (`slot="selection"`), so it takes no label.
 */
export function SelectionCheckbox(props: Omit<CheckboxProps, 'className' | 'children'>) {
  return (
    <Checkbox slot="selection" {...props} className={styles.checkbox}>
      {({ isIndeterminate, isSelected }) => (
        <span className={styles.checkboxBox} aria-hidden="true">
          {isIndeterminate ? <Minus size={12} /> : isSelected ? <Check size={12} /> : null}
        </span>
      )}
    </Checkbox>
  );
}
