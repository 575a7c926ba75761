import type { ReactNode } from 'react';
import * as styles from './emptyState.css';

export interface EmptyStateProps {
  /** The message, e.g. "Hang tight! Notifications will start showing up here soon." */
  title: ReactNode;
  /** More detail under the title. */
  description?: ReactNode;
  /** A picture above the title; decorative, so it is hidden from assistive technology. */
  illustration?: ReactNode;
  /** What the person can do next, e.g. an "Upload files" button. */
  action?: ReactNode;
  /**
   * Level of the title's heading, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Padding and illustration size: `compact` for popovers and panels.
   * @default 'regular'
   */
  size?: 'regular' | 'compact';
  /** Extra class for layout by the caller. */
  className?: string;
}

/** What an empty list, folder or search shows instead of nothing. */
export function EmptyState({
  title,
  description,
  illustration,
  action,
  headingLevel = 2,
  size = 'regular',
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.root({ size }), className].filter(Boolean).join(' ')}>
      {illustration && (
        <div aria-hidden="true" className={styles.illustration({ size })}>
          {illustration}
        </div>
      )}
      <Heading className={styles.title({ size })}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
