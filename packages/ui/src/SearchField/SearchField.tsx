import { Search, X } from 'lucide-react';
import { Button } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components/SearchField';
import { type FieldBaseProps, FieldHeader, FieldHelp } from '../Field/Field';
import * as fieldStyles from '../Field/field.css';
import * as styles from './searchField.css';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'children' | 'style'>,
    FieldBaseProps {
  /** Hint shown while the field is empty. */
  placeholder?: string;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A search input. Escape or the clear button empties it; Enter calls `onSubmit`.
 * The clear button is left out of the tab order, as Escape does the same from the input.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  const root = `${fieldStyles.fieldRoot} ${styles.searchField}`;
  return (
    <AriaSearchField {...props} className={className ? `${root} ${className}` : root}>
      <FieldHeader label={label} />
      <div className={fieldStyles.inputBox}>
        <span className={fieldStyles.adornment}>
          <Search aria-hidden="true" size={16} />
        </span>
        <Input className={fieldStyles.input} placeholder={placeholder} />
        <Button className={`${fieldStyles.boxButton} ${styles.clear}`}>
          <X aria-hidden="true" size={16} />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
