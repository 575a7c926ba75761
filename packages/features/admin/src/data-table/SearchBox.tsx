import { SearchField } from '@coffer/ui/SearchField';
import { useEffect, useRef, useState } from 'react';
import * as styles from './data-table.css';

/** How long typing pauses before the list searches. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  label: string;
  /** The search the list shows (the URL's). */
  value: string;
  onSearch: (query: string) => void;
}

/** The list's search field: it asks the server once typing pauses, or at once on Enter. */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // Back or a link changed the search: show it.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearch(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <SearchField
      className={styles.search}
      label={label}
      value={text}
      onChange={setText}
      onSubmit={() => {
        sent.current = text.trim();
        onSearch(text.trim());
      }}
    />
  );
}
