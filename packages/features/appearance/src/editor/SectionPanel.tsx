import { Heading } from '@coffer/ui/Heading';
import { Link } from '@coffer/ui/Link';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import * as styles from './editor.css';

/** Where the editor is mounted (spec §2.4); its sections' paths are under it. */
export const EDITOR_PATH = '/admin/appearance';

export interface SectionPanelProps {
  /** The panel's heading. */
  title: string;
  /** The parent list: its path under the editor ('' for the sections list) and its name. */
  back: { to: string; label: string };
  children?: ReactNode;
}

/** One panel of the editor's sidebar: a link back to its parent, a heading, its fields. */
export function SectionPanel({ title, back, children }: SectionPanelProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Link variant="standalone" href={`${EDITOR_PATH}/${back.to}`.replace(/\/$/, '')}>
        <span className={styles.back}>
          <ArrowLeft size={16} aria-hidden="true" />
          {back.label}
        </span>
      </Link>
      <Heading level={2} size="md" id={headingId}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
