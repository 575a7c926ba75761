import type { AppInstance } from '../../app';
import { defineModule } from '../../platform/modules';
import { createDriveApi } from './api';
import { DELETE_BYTES_JOB, noStorage, type StoredObject } from './bytes';
import * as driveTables from './migration';
import * as listingIndexes from './migration-indexes';
import * as listingType from './migration-listing-type';
import { driveRoutes } from './routes';
import { purgeAccountEntries, purgeExpiredTrash, purgeWorkspaceEntries } from './service';
import * as finishedUploads from './uploads/finished-migration';
import * as tusLocks from './uploads/lock-migration';
import * as uploadReservations from './uploads/migration';
import * as versionTables from './versions/migration';
import { expireVersions, VERSION_RETENTION_TASK } from './versions/service';
import * as davTables from './webdav/migration';
import { deleteExpiredLocks } from './webdav/repo';
import { webdavRoutes } from './webdav/routes';

export { assertEntryAccess, type EntryAbility, type EntryAccessRule, entryAccess } from './access';
export type {
  DriveApi,
  DriveSharingHooks,
  EntrySharee,
  EntryTagsHook,
  PlanSpaceHook,
} from './api';
export { DELETE_BYTES_JOB, type DriveBytes, type StoredObject, setDriveBytes } from './bytes';
export { assertQuota, spaceUsage } from './quota';
export {
  createFileEntry,
  type DriveTables,
  driveDb,
  type EntryRow,
  findEntryByRef,
  type NewFileEntry,
} from './repo';
export { indexEntryText, searchEntries } from './search-repo';
export { presentEntries, purgeEntries } from './service';

/** Name of the scheduled trash purge in the schedule log. */
export const TRASH_RETENTION_TASK = 'drive.trash-retention';
/** Name of the scheduled removal of expired WebDAV locks in the schedule log. */
export const DAV_LOCKS_TASK = 'drive.dav-locks';
const HOUR = 60 * 60_000;

/**
 * The drive: entries, their listings, trash and search, and `app.drive`, the hooks and
 * services the modules built on it use (sharing, file requests). Wires in: storage placeholder (the storage module replaces it),
 * access rules registry, the byte-deletion job, the hourly trash purge and version retention, account and
 * workspace clean-ups, and the routes.
 */
export const driveModule = defineModule({
  name: 'coffer-drive',
  dependencies: ['coffer-auth', 'coffer-workspaces'],
  migrations: [
    ['0020_drive', driveTables],
    ['0022_drive_listing_indexes', listingIndexes],
    ['0031_drive_listing_type', listingType],
    ['0033_upload_reservations', uploadReservations],
    ['0044_file_versions', versionTables],
    ['0045_webdav', davTables],
    ['0046_tus_locks', tusLocks],
    ['0050_finished_uploads', finishedUploads],
  ],
  register: installDrive,
});

function installDrive(app: AppInstance): void {
  if (!app.hasDecorator('driveBytes')) app.decorate('driveBytes', noStorage);
  app.decorate('drive', createDriveApi());
  app.jobs.register(DELETE_BYTES_JOB, async (_app, payload) => {
    const { objects } = payload as { objects: StoredObject[] };
    await app.driveBytes.delete(objects);
  });
  app.jobs.schedule(TRASH_RETENTION_TASK, HOUR, purgeExpiredTrash);
  app.jobs.schedule(VERSION_RETENTION_TASK, HOUR, expireVersions);
  app.accountDeletion.push((userId) => purgeAccountEntries(app, userId));
  app.workspaceDeletion.push((workspaceId) => purgeWorkspaceEntries(app, workspaceId));
  app.jobs.schedule(DAV_LOCKS_TASK, HOUR, async () => {
    const removed = await deleteExpiredLocks(app.db, app.clock.iso());
    return `Removed ${removed} expired WebDAV lock(s).`;
  });
  driveRoutes(app);
  webdavRoutes(app);
}
