import type { FileEntry } from '@coffer/contract';
import { defineMessage, useTrans } from '@coffer/core';
import { FileTypeIcon, fileCategory } from '@coffer/ui/FileTypeIcon';
import { VisuallyHidden } from '@coffer/ui/VisuallyHidden';
import { Link2, Star, Users } from 'lucide-react';
import * as styles from './drive.css';
import { isSharedWithPeople } from './sharing-status';

/** The category a file's icon uses: folders shared with people get the shared-folder icon. */
export function iconCategory(entry: Pick<FileEntry, 'type' | 'mime' | 'extension' | 'users'>) {
  if (entry.type === 'folder') return isSharedWithPeople(entry) ? 'sharedFolder' : 'folder';
  return fileCategory(entry.mime, entry.extension);
}

/**
 * The marks of an entry in words, in the order they show: starred, shared, public link
 * (catalogue messages: show them with `trans`).
 */
export function markWords(entry: FileEntry): string[] {
  const words: string[] = [];
  if (entry.starred) words.push(defineMessage('Starred'));
  if (isSharedWithPeople(entry)) words.push(defineMessage('Shared'));
  if (entry.has_link) words.push(defineMessage('Public link'));
  return words;
}

export interface EntryMarksProps {
  entry: FileEntry;
  /**
   * Icons only, hidden from screen readers (where the marks are named elsewhere, e.g. a
   * grid tile's description).
   * @default false
   */
  decorative?: boolean;
}

/**
 * Star, shared and link marks after an entry's name, each named for screen readers unless
 * `decorative` (a shared folder's icon already shows it, so its mark is text only).
 */
export function EntryMarks({ entry, decorative = false }: EntryMarksProps) {
  const { trans } = useTrans();
  const shared = isSharedWithPeople(entry);
  const named = (label: string) =>
    decorative ? { 'aria-hidden': true as const } : { 'aria-label': label, role: 'img' };
  return (
    <>
      {entry.starred && <Star size={14} className={styles.markIcon} {...named(trans('Starred'))} />}
      {shared &&
        (entry.type === 'folder' ? (
          decorative ? null : (
            <VisuallyHidden>{trans('Shared')}</VisuallyHidden>
          )
        ) : (
          <Users size={14} className={styles.markIcon} {...named(trans('Shared'))} />
        ))}
      {entry.has_link && (
        <Link2 size={14} className={styles.markIcon} {...named(trans('Public link'))} />
      )}
    </>
  );
}

/** What a tag shows: its display name, else its name. */
export const tagLabel = (tag: FileEntry['tags'][number]) => tag.display_name || tag.name;

/**
 * An entry's tags as small chips (nothing for an untagged entry, so most rows render no
 * more than before). `decorative` hides them from screen readers where a description names
 * them (a grid tile's).
 */
export function EntryTags({ entry, decorative = false }: EntryMarksProps) {
  if (entry.tags.length === 0) return null;
  return (
    <span className={styles.tags} aria-hidden={decorative || undefined}>
      {entry.tags.map((tag) => (
        <span key={tag.id} className={styles.tag}>
          {tagLabel(tag)}
        </span>
      ))}
    </span>
  );
}

/** Icon, name, its marks (starred, shared, public link) and tags: the first cell of a row. */
export function EntryName({ entry }: { entry: FileEntry }) {
  return (
    <span className={styles.nameCell}>
      <FileTypeIcon category={iconCategory(entry)} size="sm" />
      <span className={styles.nameText}>{entry.name}</span>
      <EntryMarks entry={entry} />
      <EntryTags entry={entry} />
    </span>
  );
}
