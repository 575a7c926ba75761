import type { ServerModule } from '../platform/modules';
import { accountModule } from './account';
import { adminModule } from './admin';
import { adminFilesModule } from './admin-files';
import { adsModule } from './ads';
import { appearanceModule } from './appearance';
import { authModule } from './auth';
import { billingModule } from './billing';
import { bootstrapModule } from './bootstrap';
import { driveModule } from './drive';
import { storageModule } from './drive/storage';
import { fileRequestsModule } from './file-requests';
import { healthModule } from './health';
import { humanCheckModule } from './human-check';
import { localizationsModule } from './localizations';
import { logsModule } from './logs';
import { notificationsModule } from './notifications';
import { reportsModule } from './reports';
import { settingsModule } from './settings';
import { sharingModule } from './sharing';
import { siteModule } from './site';
import { socialModule } from './social';
import { tagsModule } from './tags';
import { usersModule } from './users';
import { workspacesModule } from './workspaces';

/**
 * Every module of the server, in the order the app registers them (ADR 0018): a module
 * comes after the modules it depends on, which Fastify checks when the app starts.
 */
export const serverModules: readonly ServerModule[] = [
  healthModule,
  authModule,
  bootstrapModule,
  usersModule,
  humanCheckModule,
  socialModule,
  notificationsModule,
  workspacesModule,
  driveModule,
  tagsModule,
  localizationsModule,
  storageModule,
  sharingModule,
  adminFilesModule,
  fileRequestsModule,
  logsModule,
  accountModule,
  adsModule,
  adminModule,
  billingModule,
  reportsModule,
  settingsModule,
  siteModule,
  appearanceModule,
];
