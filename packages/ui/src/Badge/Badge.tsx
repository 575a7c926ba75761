import type { ReactNode } from 'react';
import * as styles from './badge.css';

export const badgeTones = ['neutral', 'primary', 'positive', 'danger'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  /**
   * Colour of the badge.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /** A count to show instead of `children`; above `maxCount` it reads "99+". */
  count?: number;
  /**
   * Highest count shown in full.
   * @default 99
   */
  maxCount?: number;
  /**
   * Text for screen readers in place of the visible content, for a bare count
   * ("3 unread notifications").
   */
  label?: string;
  /** The badge text. */
  children?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** A short status or count beside other content, such as "Shared" or an unread count. */
export function Badge({
  tone = 'neutral',
  count,
  maxCount = 99,
  label,
  children,
  className,
}: BadgeProps) {
  const content =
    count === undefined ? children : count > maxCount ? `${maxCount}+` : String(count);
  return (
    <span
      className={[styles.badge({ tone, isCount: count !== undefined }), className]
        .filter(Boolean)
        .join(' ')}
    >
      {label ? (
        <>
          <span aria-hidden="true">{content}</span>
          <span className={styles.visuallyHidden}>{label}</span>
        </>
      ) : (
        content
      )}
    </span>
  );
}
