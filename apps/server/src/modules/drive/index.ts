import type { AppInstance } from '../../app';
import type { EntryAccessRule } from './access';
import { DELETE_BYTES_JOB, noStorage, type StoredObject } from './bytes';
import { driveRoutes } from './routes';
import { purgeAccountEntries, purgeExpiredTrash, purgeWorkspaceEntries } from './service';

export { assertEntryAccess, type EntryAbility, type EntryAccessRule, entryAccess } from './access';
export { DELETE_BYTES_JOB, type DriveBytes, type StoredObject, setDriveBytes } from './bytes';
export { assertQuota, spaceUsage } from './quota';
export { createFileEntry, driveDb, type EntryRow, findEntryByRef, type NewFileEntry } from './repo';
export { indexEntryText, searchEntries } from './search';
export { presentEntries, purgeEntries } from './service';

/** Name of the scheduled trash purge in the schedule log. */
export const TRASH_RETENTION_TASK = 'drive.trash-retention';
const HOUR = 60 * 60_000;

/**
 * Wires the drive into the app: storage placeholder (the storage module replaces it),
 * access rules registry, the byte-deletion job, the hourly trash purge, account and
 * workspace clean-ups, and the routes.
 */
export function driveModule(app: AppInstance): void {
  if (!app.hasDecorator('driveBytes')) app.decorate('driveBytes', noStorage);
  app.decorate('driveAccessRules', [] as EntryAccessRule[]);
  app.jobs.register(DELETE_BYTES_JOB, async (_app, payload) => {
    const { objects } = payload as { objects: StoredObject[] };
    await app.driveBytes.delete(objects);
  });
  app.jobs.schedule(TRASH_RETENTION_TASK, HOUR, purgeExpiredTrash);
  app.accountDeletion.push((userId) => purgeAccountEntries(app, userId));
  app.workspaceDeletion.push((workspaceId) => purgeWorkspaceEntries(app, workspaceId));
  driveRoutes(app);
}
