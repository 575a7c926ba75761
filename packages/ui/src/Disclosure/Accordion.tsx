import { DisclosureGroup, type DisclosureGroupProps } from 'react-aria-components/DisclosureGroup';
import * as styles from './disclosure.css';

export interface AccordionProps extends Omit<DisclosureGroupProps, 'className' | 'style'> {
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A group of `Disclosure`s. By default opening one closes the others; with
 * `allowsMultipleExpanded` (default false) several can be open. `expandedKeys` /
 * `defaultExpandedKeys` take the disclosures' `id`s.
 */
export function Accordion({ className, ...props }: AccordionProps) {
  return (
    <DisclosureGroup
      {...props}
      className={className ? `${styles.accordion} ${className}` : styles.accordion}
    />
  );
}
