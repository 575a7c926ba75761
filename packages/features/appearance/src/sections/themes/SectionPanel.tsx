import { Heading } from '@coffer/ui/Heading';
import { Link } from '@coffer/ui/Link';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import * as styles from './panel.css';

/** Where the editor is mounted (spec §2.4); the sections' links are under it. */
export const EDITOR_PATH = '/admin/appearance';

export interface SectionPanelProps {
  /** The heading of the panel. */
  title: string;
  /** The parent list or section: its path under the editor and its name. */
  back: { to: string; label: string };
  /** Buttons beside the heading (New theme…). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * One panel of the editor's sidebar: a link back to its parent, a heading, its fields. Every
 * field of it changes the editor's values at once, so the frame shows the change.
 */
export function SectionPanel({ title, back, actions, children }: SectionPanelProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Link variant="standalone" href={`${EDITOR_PATH}/${back.to}`.replace(/\/$/, '')}>
        <span className={styles.back}>
          <ArrowLeft size={16} aria-hidden="true" />
          {back.label}
        </span>
      </Link>
      <div className={styles.header}>
        <Heading level={2} size="md" id={headingId}>
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
