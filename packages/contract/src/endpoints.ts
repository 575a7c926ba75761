import { accountEndpoints } from './account';
import { adminFilesEndpoints } from './admin-files';
import { adminSettingsEndpoints } from './admin-settings';
import { adminUserDetailsEndpoints } from './admin-user-details';
import { adminUsersEndpoints } from './admin-users';
import { appearanceEndpoints } from './appearance';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { driveEndpoints } from './drive';
import type { BoundEndpoint } from './endpoint';
import { fileRequestsEndpoints } from './file-requests';
import { humanCheckEndpoints } from './human-check';
import { impersonationEndpoints } from './impersonation';
import { localizationsEndpoints } from './localizations';
import { logsEndpoints } from './logs';
import { notificationsEndpoints } from './notifications';
import { reportsEndpoints } from './reports';
import { rolesEndpoints } from './roles';
import { sharingEndpoints } from './sharing';
import { siteEndpoints } from './site';
import { socialEndpoints } from './social';
import { systemEndpoints } from './system';
import { tagsEndpoints } from './tags';
import { usersEndpoints } from './users';
import { versionsEndpoints } from './versions';
import { workspacesEndpoints } from './workspaces';

/**
 * Every endpoint with its schemas, by group (ADR 0015): what the server registers, the
 * OpenAPI document lists and the development-time answer check reads. Screens import the
 * light descriptors (`notificationsApi`…) instead.
 */
export const endpointGroups = {
  drive: driveEndpoints,
  auth: authEndpoints,
  billing: billingEndpoints,
  humanCheck: humanCheckEndpoints,
  social: socialEndpoints,
  account: accountEndpoints,
  adminUsers: adminUsersEndpoints,
  adminFiles: adminFilesEndpoints,
  adminSettings: adminSettingsEndpoints,
  impersonation: impersonationEndpoints,
  adminUserDetails: adminUserDetailsEndpoints,
  roles: rolesEndpoints,
  fileRequests: fileRequestsEndpoints,
  notifications: notificationsEndpoints,
  reports: reportsEndpoints,
  sharing: sharingEndpoints,
  site: siteEndpoints,
  appearance: appearanceEndpoints,
  system: systemEndpoints,
  tags: tagsEndpoints,
  localizations: localizationsEndpoints,
  logs: logsEndpoints,
  users: usersEndpoints,
  versions: versionsEndpoints,
  workspaces: workspacesEndpoints,
} as const;

export const allEndpoints: readonly BoundEndpoint[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group) as BoundEndpoint[],
);

const byId = new Map(allEndpoints.map((endpoint) => [endpoint.id, endpoint]));

/** The bound endpoint of a descriptor's id. */
export function findEndpoint(id: string): BoundEndpoint | undefined {
  return byId.get(id);
}
