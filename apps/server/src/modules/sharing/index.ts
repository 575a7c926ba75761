import { sharingEndpoints as endpoints, SHARE_SUGGESTIONS_LIMIT } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { defineModule } from '../../platform/modules';
import type { EntryAccessRule } from '../drive';
import { listInvitations, withdrawInvitation } from './invitations';
import { linkRoutes, purgeExpiredLinks } from './links';
import * as sharingTables from './migration';
import * as pendingShares from './migration-pending';
import { claimPendingShares, claimRoute } from './pending';
import { changePermissions, notifyShared, shareEntry, unshareEntries } from './people';
import { linkGrants, publicLinkRoutes } from './public';
import { knownPeople, sharedPermissions, sharingOfEntries } from './repo';
import { hasLinkCondition, sharedByMeCondition, sharedWithUserCondition } from './scope-repo';

export { shareesOf } from './repo';

/**
 * Sharees reach an entry and everything under it: any share lets them view, `edit`
 * lets them update (rename, upload into folders), `download` lets them download.
 * Deleting stays with the owner and the workspace roles.
 */
export const shareAccessRule: EntryAccessRule = async ({ app, user, entry, ability }) => {
  if (!user || ability === 'delete') return false;
  // Importing through a public link (downloads allowed) copies the link's subtree as the importer.
  const granted = linkGrants.get(user);
  if (
    granted &&
    (ability === 'view' || ability === 'download') &&
    (entry.path === granted || entry.path.startsWith(`${granted}/`))
  )
    return true;
  const perms = await sharedPermissions(app.db, user.id, entry.path);
  if (!perms) return false;
  if (ability === 'update') return perms.edit;
  if (ability === 'download') return perms.download;
  return true;
};

/** Name of the scheduled clean-up of expired links in the schedule log. */
export const EXPIRED_LINKS_TASK = 'sharing.expired-links';

/**
 * Wires sharing into the drive through the hooks it exposes (`app.drive`): the access rule,
 * the shared sections and filters of listings, entries' sharees and links; then the link
 * clean-up and the routes.
 */
export const sharingModule = defineModule({
  name: 'coffer-sharing',
  dependencies: ['coffer-auth', 'coffer-drive', 'coffer-notifications'],
  migrations: [
    ['0030_sharing', sharingTables],
    ['0035_sharing_pending_shares', pendingShares],
  ],
  register: installSharing,
});

function installSharing(app: AppInstance): void {
  app.drive.accessRules.push(shareAccessRule);
  app.drive.sharing = {
    sharedWithUser: sharedWithUserCondition,
    sharedWithAnyone: sharedByMeCondition,
    hasLink: hasLinkCondition,
    sharingOf: sharingOfEntries,
  };
  app.emailProven.push((user) =>
    claimPendingShares(app, user, (sharer, entry, userId) =>
      notifyShared(app, sharer, entry, userId),
    ),
  );
  app.jobs.schedule(EXPIRED_LINKS_TASK, 60 * 60_000, purgeExpiredLinks);
  route(app, endpoints.share, ({ request, params, body }) =>
    shareEntry(app, request, params.id, body),
  );
  route(app, endpoints.changePermissions, ({ request, params, body }) =>
    changePermissions(app, request, params.id, body),
  );
  route(app, endpoints.unshare, ({ request, params, body }) =>
    unshareEntries(app, request, params.id, body),
  );
  // Addresses to suggest in the share dialog, unless the admin turned that off.
  route(app, endpoints.suggestions, async ({ request, query }) => {
    if (!(await app.settings.get('drive')).suggest_emails) return { people: [] };
    return {
      people: await knownPeople(app.db, request.user!.id, query.query, SHARE_SUGGESTIONS_LIMIT),
    };
  });
  // Shares waiting for an address nobody has proven: listed and withdrawn by whoever shares.
  route(app, endpoints.invitations, ({ request, params }) =>
    listInvitations(app, request, params.id),
  );
  route(app, endpoints.withdrawInvitation, ({ request, params, body }) =>
    withdrawInvitation(app, request, params.id, body),
  );
  claimRoute(app);
  linkRoutes(app);
  publicLinkRoutes(app);
}
