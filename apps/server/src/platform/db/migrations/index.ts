import type { Migration } from 'kysely';
import * as authTwoFactorSteps from '../../../modules/auth/migration';
import * as drive from '../../../modules/drive/migration';
import * as driveIndexes from '../../../modules/drive/migration-indexes';
import * as driveListingType from '../../../modules/drive/migration-listing-type';
import * as uploadReservations from '../../../modules/drive/uploads/migration';
import * as fileRequests from '../../../modules/file-requests/migration';
import * as notifications from '../../../modules/notifications/migration';
import * as sharing from '../../../modules/sharing/migration';
import * as sharingPendingShares from '../../../modules/sharing/migration-pending';
import * as socialPendingLinks from '../../../modules/social/migration';
import * as workspaces from '../../../modules/workspaces/migration';
import * as humanCheck from '../../human-check/migration';
import * as jobs from '../../jobs/migration';
import * as m0001 from './0001_settings';
import * as m0002 from './0002_auth';

/**
 * Every migration, in order. Listed statically (not read from disk) so the bundled
 * server carries them; one set serves SQLite and PostgreSQL, so they use only the
 * portable parts of Kysely's schema builder.
 */
export const migrations: Record<string, Migration> = {
  '0001_settings': m0001,
  '0002_auth': m0002,
  '0002_human_check': humanCheck,
  '0002_social_pending_links': socialPendingLinks,
  '0010_workspaces': workspaces,
  '0011_notifications': notifications,
  '0020_drive': drive,
  '0020_jobs': jobs,
  '0021_drive_listing_indexes': driveIndexes,
  '0030_sharing': sharing,
  '0031_drive_listing_type': driveListingType,
  '0032_file_requests': fileRequests,
  '0033_upload_reservations': uploadReservations,
  '0034_auth_two_factor_steps': authTwoFactorSteps,
  '0035_sharing_pending_shares': sharingPendingShares,
};
