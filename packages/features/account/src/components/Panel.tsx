import { Heading } from '@coffer/ui/Heading';
import { Text } from '@coffer/ui/Text';
import type { ReactNode } from 'react';
import * as styles from './account.css';

export interface PanelProps {
  /** The anchor the side navigation scrolls to. */
  id: string;
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** Outlined in the danger colour. @default false */
  danger?: boolean;
  children: ReactNode;
}

/** One settings panel: a titled section the side navigation links to. */
export function Panel({ id, title, description, danger = false, children }: PanelProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={danger ? `${styles.panel} ${styles.dangerPanel}` : styles.panel}
    >
      <div>
        <Heading level={2} size="md">
          <span id={`${id}-title`}>{title}</span>
        </Heading>
        {description && (
          <Text as="p" tone="muted" size="sm">
            {description}
          </Text>
        )}
      </div>
      {children}
    </section>
  );
}
