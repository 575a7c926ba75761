import type { FileEntry, FileEntryUser, ShareableLink } from '@coffer/contract';

/** Someone besides the owner was given access (the views' shared icon). */
export function isSharedWithPeople(entry: Pick<FileEntry, 'users'>): boolean {
  return entry.users.some((user) => !user.owns_entry);
}

/** The people with access, owner first, then the others in the order they were added. */
export function peopleWithAccess(entry: Pick<FileEntry, 'users'>): FileEntryUser[] {
  return [...entry.users.filter((u) => u.owns_entry), ...entry.users.filter((u) => !u.owns_entry)];
}

/** A person's access in words, as the share dialog names it. */
export function accessLabel(user: FileEntryUser): string {
  if (user.owns_entry) return 'Owner';
  const role = user.entry_permissions.edit ? 'Can edit' : 'Can view';
  return user.entry_permissions.download ? role : `${role}, no download`;
}

/**
 * What a public link lets visitors do and its limits, as short phrases
 * ('Anyone with the link can open', 'password protected', 'expires Mar 2, 2026', …).
 */
export function linkFacts(
  link: Pick<ShareableLink, 'expires_at' | 'has_password' | 'allow_download' | 'allow_edit'>,
  formatDate: (date: string) => string,
): string[] {
  const facts = [
    link.allow_edit ? 'Anyone with the link can edit' : 'Anyone with the link can open',
  ];
  if (link.has_password) facts.push('password protected');
  if (!link.allow_download) facts.push('no download');
  if (link.expires_at) facts.push(`expires ${formatDate(link.expires_at)}`);
  return facts;
}
