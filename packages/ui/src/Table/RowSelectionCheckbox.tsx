import { Check } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { CheckboxContext, type CheckboxProps } from 'react-aria-components/Checkbox';
import { useSlottedContext } from 'react-aria-components/slots';
import * as styles from './table.css';

/**
 * The selection checkbox of a row (`Table`) or an item (`GridList`): a native checkbox that
 * takes its name, state and change handler from the row, as `<SelectionCheckbox />` does.
 *
 * react-aria-components' `Checkbox` runs press, hover, focus-ring, toggle-state and
 * form-validation hooks: on a virtualised table that is about a third of the work of
 * mounting a row, and every scroll step re-renders a viewful of rows. A row's checkbox
 * needs none of that: the browser toggles it (pointer, touch, Space, screen readers'
 * clicks) and the row reports the change. The select-all checkbox keeps the full one.
 */
export function RowSelectionCheckbox() {
  const props = useSlottedContext(CheckboxContext, 'selection') as CheckboxProps | null;
  if (!props) return null;
  const { id, isSelected = false, isDisabled = false, onChange } = props;
  return (
    <label
      className={styles.checkbox}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      // The row takes Space, and a click with no pointer (Space on the box, a screen
      // reader's click), as a press of its own: it would toggle the selection a second time.
      onKeyDown={stopSpace}
      onClick={stopPropagation}
    >
      <input
        type="checkbox"
        className={styles.visuallyHidden}
        id={id}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
      />
      <span className={styles.checkboxBox} aria-hidden="true">
        {isSelected && <Check size={12} />}
      </span>
    </label>
  );
}

function stopSpace(event: KeyboardEvent) {
  if (event.key === ' ') event.stopPropagation();
}

function stopPropagation(event: MouseEvent) {
  event.stopPropagation();
}
