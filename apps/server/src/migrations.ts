import * as authTwoFactorSteps from './modules/auth/migration';
import * as drive from './modules/drive/migration';
import * as driveIndexes from './modules/drive/migration-indexes';
import * as driveListingType from './modules/drive/migration-listing-type';
import * as uploadReservations from './modules/drive/uploads/migration';
import * as fileRequests from './modules/file-requests/migration';
import * as notifications from './modules/notifications/migration';
import * as sharing from './modules/sharing/migration';
import * as sharingPendingShares from './modules/sharing/migration-pending';
import * as socialPendingLinks from './modules/social/migration';
import * as workspaces from './modules/workspaces/migration';
import { orderedMigrations, platformMigrations } from './platform/db/migrations';

/**
 * Every migration of the platform and the modules, in the order they run. Listed statically
 * (not read from disk) so the bundled server carries them.
 */
export const migrations = orderedMigrations([
  ['0001_settings', platformMigrations.settings],
  ['0002_auth', platformMigrations.auth],
  ['0003_human_check', platformMigrations.humanCheck],
  ['0004_social_pending_links', socialPendingLinks],
  ['0010_workspaces', workspaces],
  ['0011_notifications', notifications],
  ['0020_drive', drive],
  ['0021_jobs', platformMigrations.jobs],
  ['0022_drive_listing_indexes', driveIndexes],
  ['0030_sharing', sharing],
  ['0031_drive_listing_type', driveListingType],
  ['0032_file_requests', fileRequests],
  ['0033_upload_reservations', uploadReservations],
  ['0034_auth_two_factor_steps', authTwoFactorSteps],
  ['0035_sharing_pending_shares', sharingPendingShares],
]);

/**
 * Names migrations ran under before each number was made unique (2026-11-27): a database
 * that ran them under the old name has the record renamed before migrating, so nothing
 * runs twice.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0002_human_check': '0003_human_check',
  '0002_social_pending_links': '0004_social_pending_links',
  '0020_jobs': '0021_jobs',
  '0021_drive_listing_indexes': '0022_drive_listing_indexes',
};
