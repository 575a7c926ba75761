import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import {
  Disclosure as AriaDisclosure,
  type DisclosureProps as AriaDisclosureProps,
  DisclosurePanel,
} from 'react-aria-components/Disclosure';
import { Heading } from 'react-aria-components/Heading';
import * as styles from './disclosure.css';

export const disclosureHeadingLevels = [2, 3, 4, 5, 6] as const;
export type DisclosureHeadingLevel = (typeof disclosureHeadingLevels)[number];

export interface DisclosureProps
  extends Omit<AriaDisclosureProps, 'className' | 'style' | 'children'> {
  /** The always-visible title; pressing it shows or hides the content. */
  title: ReactNode;
  /**
   * Level of the heading that wraps the trigger, to fit the page's outline.
   * @default 3
   */
  headingLevel?: DisclosureHeadingLevel;
  /** The content shown while expanded. */
  children?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A section whose content can be shown and hidden. Inside an `Accordion` it takes part in
 * the group's expansion (one at a time unless `allowsMultipleExpanded`).
 */
export function Disclosure({
  title,
  headingLevel = 3,
  children,
  className,
  ...props
}: DisclosureProps) {
  return (
    <AriaDisclosure
      {...props}
      className={className ? `${styles.disclosure} ${className}` : styles.disclosure}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <ChevronRight size={16} aria-hidden="true" className={styles.chevron} />
          {title}
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}
