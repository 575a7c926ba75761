import { Check, Minus } from 'lucide-react';
import { Checkbox, type CheckboxProps } from 'react-aria-components/Checkbox';
import * as styles from './table.css';

/**
 * The select-all checkbox of a table's header, or any selection checkbox placed by hand in a
 * selectable collection (Table, GridList). Its accessible name comes from the collection
 * (`slot="selection"`), so it takes no label. `Row` and `GridListItem` bring their own,
 * lighter one.
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
