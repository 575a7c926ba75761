import { Heading } from '@coffer/ui/Heading';
import type { ReactNode } from 'react';
import * as styles from './admin-layout.css';

export interface AdminPageProps {
  /** The page's heading (translated). */
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** An admin page's heading (the page's one `h1`) and its content. */
export function AdminPage({ title, actions, children }: AdminPageProps) {
  return (
    <>
      <div className={styles.pageHeader}>
        <Heading level={1} size="lg">
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </>
  );
}
