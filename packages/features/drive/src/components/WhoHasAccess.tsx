import type { FileEntry } from '@coffer/contract';
import { useBootstrap, useTrans } from '@coffer/core';
import { useShareableLink } from '@coffer/sharing';
import { Avatar } from '@coffer/ui/Avatar';
import { Button } from '@coffer/ui/Button';
import { Link2, Link2Off } from 'lucide-react';
import { useId } from 'react';
import * as access from './access.css';
import * as styles from './drive.css';
import { accessLabel, linkFacts, peopleWithAccess } from './sharing-status';

export interface WhoHasAccessProps {
  entry: FileEntry;
  /** Opens the share dialog ('Manage access'). */
  onManage?: (entry: FileEntry) => void;
}

/**
 * The details panel's access section: the owner first, then everyone the entry is shared
 * with and what they may do, and whether a public link opens it (with its limits, for
 * people who may see the link's settings).
 */
export function WhoHasAccess({ entry, onManage }: WhoHasAccessProps) {
  const me = useBootstrap((data) => data.user?.id ?? null);
  const { trans } = useTrans();
  const headingId = useId();
  return (
    <section className={access.access} aria-labelledby={headingId}>
      <h3 id={headingId} className={access.subheading}>
        {trans('Who has access')}
      </h3>
      <ul className={access.accessList}>
        {peopleWithAccess(entry).map((user) => (
          <li key={user.id} className={access.accessPerson}>
            <Avatar name={user.name || user.email} src={user.image} size="sm" />
            <span className={access.accessName}>
              <span className={styles.nameText}>
                {user.id === me
                  ? trans('{name} (you)', { name: user.name || user.email })
                  : user.name || user.email}
              </span>
              {user.name && user.email ? (
                <span className={`${styles.muted} ${styles.nameText}`}>{user.email}</span>
              ) : null}
            </span>
            <span className={styles.muted}>{trans(accessLabel(user))}</span>
          </li>
        ))}
      </ul>
      {entry.has_link ? (
        <p className={access.linkStatus}>
          <Link2 size={16} aria-hidden="true" />
          {/* The link's settings are only for people who may change the entry (as the server rules). */}
          {entry.permissions['files.update'] ? (
            <LinkFacts entryId={entry.id} />
          ) : (
            <span>{trans('Anyone with the link can open')}</span>
          )}
        </p>
      ) : (
        <p className={`${access.linkStatus} ${styles.muted}`}>
          <Link2Off size={16} aria-hidden="true" />
          <span>{trans('No public link')}</span>
        </p>
      )}
      {onManage && (
        <Button variant="outline" size="sm" onPress={() => onManage(entry)}>
          {trans('Manage access')}
        </Button>
      )}
    </section>
  );
}

function LinkFacts({ entryId }: { entryId: number }) {
  const { formatDate, trans } = useTrans();
  const link = useShareableLink(entryId).data?.link;
  if (!link) return <span>{trans('Anyone with the link can open')}</span>;
  return <span>{linkFacts(link, formatDate, trans).join(' · ')}</span>;
}
