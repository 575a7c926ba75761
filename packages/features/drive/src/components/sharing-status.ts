import type { FileEntry, FileEntryUser, ShareableLink } from '@coffer/contract';
import { defineMessage, type I18n } from '@coffer/core';

/** Someone besides the owner was given access (the views' shared icon). */
export function isSharedWithPeople(entry: Pick<FileEntry, 'users'>): boolean {
  return entry.users.some((user) => !user.owns_entry);
}

/** The people with access, owner first, then the others in the order they were added. */
export function peopleWithAccess(entry: Pick<FileEntry, 'users'>): FileEntryUser[] {
  return [...entry.users.filter((u) => u.owns_entry), ...entry.users.filter((u) => !u.owns_entry)];
}

/** A person's access in words, as the share dialog names it (a catalogue message: show it with `trans`). */
export function accessLabel(user: FileEntryUser): string {
  if (user.owns_entry) return defineMessage('Owner');
  const { edit, download } = user.entry_permissions;
  if (edit) return download ? defineMessage('Can edit') : defineMessage('Can edit, no download');
  return download ? defineMessage('Can view') : defineMessage('Can view, no download');
}

/**
 * What a public link lets visitors do and its limits, as short translated phrases
 * ('Anyone with the link can open', 'password protected', 'expires Mar 2, 2026', …).
 */
export function linkFacts(
  link: Pick<ShareableLink, 'expires_at' | 'has_password' | 'allow_download' | 'allow_edit'>,
  formatDate: (date: string) => string,
  trans: I18n['trans'],
): string[] {
  const facts = [
    link.allow_edit
      ? trans('Anyone with the link can edit')
      : trans('Anyone with the link can open'),
  ];
  if (link.has_password) facts.push(trans('password protected'));
  if (!link.allow_download) facts.push(trans('no download'));
  if (link.expires_at) facts.push(trans('expires {date}', { date: formatDate(link.expires_at) }));
  return facts;
}
