import {
  abilitiesOfRole,
  PERSONAL_WORKSPACE_ID,
  WORKSPACE_INVITE_DAYS,
  WORKSPACE_MESSAGES,
  WORKSPACE_ROLE_ADMIN,
  type Workspace,
  type WorkspaceAbilities,
  type WorkspaceDetails,
  type WorkspaceInvite,
  workspaceQuerySchema,
  workspaceRoles,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { AppInstance } from '../../app';
import { findUserByEmail, type UserRow } from '../../kernel/users/repo';
import { HttpProblem, validate } from '../../platform/http/errors';
import { escapeHtml } from '../../platform/http/escape-html';
import { defineMessage } from '../../platform/i18n/define-message';
import { chosenLanguage } from '../../platform/i18n/request-language';
import { notify } from '../notifications/service';
import {
  findMembership,
  findUnexpiredInvite,
  findWorkspace,
  invitesOfWorkspace,
  memberCount,
  memberCounts,
  membersOfWorkspace,
  type WorkspaceTables,
  workspacesWithRoleOfUser,
} from './repo';

export type WorkspaceRow = Selectable<WorkspaceTables['workspaces']>;
export type InviteRow = WorkspaceTables['workspace_invites'];

/** What a user may do in a workspace (the drive module asks this for every file call). */
export interface WorkspaceAccess {
  workspaceId: number;
  /** Null for the personal workspace (id 0). */
  workspace: WorkspaceRow | null;
  roleId: number;
  isOwner: boolean;
  abilities: WorkspaceAbilities;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The active workspace of the call, set by `requireActiveWorkspace`. */
    workspace?: WorkspaceAccess;
  }
}

export const NOT_A_MEMBER = defineMessage('You are not a member of this workspace.');

/**
 * The user's role and abilities in a workspace; workspace 0 is the user's personal space
 * (everything allowed). Throws 404 for an unknown workspace and 403 for a non-member.
 */
export async function workspaceAccess(
  app: AppInstance,
  userId: number,
  workspaceId: number,
): Promise<WorkspaceAccess> {
  if (workspaceId === PERSONAL_WORKSPACE_ID) {
    return {
      workspaceId,
      workspace: null,
      roleId: WORKSPACE_ROLE_ADMIN,
      isOwner: true,
      abilities: abilitiesOfRole(WORKSPACE_ROLE_ADMIN, true),
    };
  }
  const workspace = await findWorkspace(app.db, workspaceId);
  if (!workspace) throw new HttpProblem(404, 'Workspace not found.');
  const member = await findMembership(app.db, workspaceId, userId);
  if (!member) throw new HttpProblem(403, NOT_A_MEMBER);
  const isOwner = workspace.owner_id === userId;
  return {
    workspaceId,
    workspace,
    roleId: member.role_id,
    isOwner,
    abilities: abilitiesOfRole(member.role_id, isOwner),
  };
}

/**
 * A route guard (preHandler) for routes that work inside the active workspace: reads the
 * `workspaceId` query (default 0), refuses a caller outside it, and sets `request.workspace`.
 */
export function requireActiveWorkspace(app: AppInstance) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw new HttpProblem(401, 'Unauthenticated.');
    const { workspaceId } = validate(workspaceQuerySchema, {
      workspaceId: (request.query as Record<string, unknown> | undefined)?.workspaceId,
    });
    request.workspace = await workspaceAccess(app, request.user.id, workspaceId);
  };
}

export function toWorkspace(
  row: WorkspaceRow,
  roleId: number,
  userId: number,
  membersCount: number,
): Workspace {
  const isOwner = row.owner_id === userId;
  return {
    id: row.id,
    name: row.name,
    default: false,
    members_count: membersCount,
    owner_id: row.owner_id,
    role_id: roleId,
    abilities: abilitiesOfRole(roleId, isOwner),
    created_at: row.created_at,
  };
}

export function toInvite(row: InviteRow): WorkspaceInvite {
  return {
    id: row.id,
    email: row.email,
    role_id: row.role_id,
    expires_at: row.expires_at,
    created_at: row.created_at,
  };
}

/** The workspaces a user belongs to (the personal one is added by the client). */
export async function workspacesOfUser(app: AppInstance, userId: number): Promise<Workspace[]> {
  const rows = await workspacesWithRoleOfUser(app.db, userId);
  if (rows.length === 0) return [];
  const counts = await memberCounts(
    app.db,
    rows.map((r) => r.id),
  );
  const byId = new Map(counts.map((c) => [c.workspace_id, Number(c.count)]));
  return rows.map((r) => toWorkspace(r, r.role_id, userId, byId.get(r.id) ?? 0));
}

export async function workspaceDetails(
  app: AppInstance,
  access: WorkspaceAccess & { workspace: WorkspaceRow },
  userId: number,
): Promise<WorkspaceDetails> {
  const members = await membersOfWorkspace(app.db, access.workspaceId);
  const invites = await invitesOfWorkspace(app.db, access.workspaceId);
  return {
    ...toWorkspace(access.workspace, access.roleId, userId, members.length),
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      image: m.image,
      role_id: m.role_id,
      is_owner: m.id === access.workspace.owner_id,
      joined_at: m.created_at,
    })),
    // Only those who manage members see the pending addresses.
    invites: access.abilities.manageMembers ? invites.map(toInvite) : [],
  };
}

/** An unexpired invite, or the spec's 404 'This invite is no longer valid'. */
export async function validInvite(app: AppInstance, id: string): Promise<InviteRow> {
  const invite = await findUnexpiredInvite(app.db, id, app.clock.iso());
  if (!invite) throw new HttpProblem(404, WORKSPACE_MESSAGES.inviteInvalid);
  return invite;
}

export function inviteExpiry(app: AppInstance): string {
  return app.clock.iso(WORKSPACE_INVITE_DAYS * 24 * 60 * 60_000);
}

export function joinLink(app: AppInstance, inviteId: string): string {
  return `${app.config.appUrl}/api/v1/workspace/join/${encodeURIComponent(inviteId)}`;
}

/** Where a guest opening an invite signs in (account exists) or registers first. */
export async function guestJoinPath(app: AppInstance, invite: InviteRow): Promise<string> {
  const existing = await findUserByEmail(app.db, invite.email);
  const kind = existing ? 'login' : 'register';
  // The auth screens read the invite id from the path (`/workspace/join/register/:inviteId`).
  return `/workspace/join/${kind}/${encodeURIComponent(invite.id)}?${new URLSearchParams({ email: invite.email })}`;
}

/**
 * Tells the invitee: a notification (in-app, live, email per their choice) when an account
 * proved the address, otherwise an email with the join link (opening it proves the address;
 * an account registered with someone else's address never sees the invite, issue 21).
 */
export async function deliverInvite(
  app: AppInstance,
  invite: InviteRow,
  workspace: WorkspaceRow,
  inviter: UserRow,
): Promise<void> {
  const who = inviter.name || inviter.email;
  const role = workspaceRoles.find((r) => r.id === invite.role_id)?.name ?? '';
  const invitee = await findUserByEmail(app.db, invite.email);
  if (invitee?.email_verified_at) {
    await notify(app, invitee.id, 'workspace-invitation', {
      image: inviter.image,
      lines: [
        {
          type: 'primary',
          content: defineMessage('{who} invited you to join {workspace} as {role}.'),
        },
        { type: 'secondary', content: defineMessage('Join to work on its files together.') },
      ],
      mainAction: { label: defineMessage('Join workspace'), action: joinLink(app, invite.id) },
      buttonActions: [
        { label: defineMessage('Join'), action: 'join-workspace' },
        { label: defineMessage('Decline'), action: 'decline-workspace' },
      ],
      inviteId: invite.id,
      values: {
        who: `<strong>${escapeHtml(who)}</strong>`,
        workspace: `<strong>${escapeHtml(workspace.name)}</strong>`,
        role: escapeHtml(role),
      },
    });
    return;
  }
  // No account proved the address: the email is in the site's default language.
  const site = (await app.settings.all()).branding.site_name;
  const language = await chosenLanguage(app, undefined);
  const t = (message: string) =>
    app.catalogue.translate(language, message, {
      who,
      workspace: workspace.name,
      site,
      role,
      days: WORKSPACE_INVITE_DAYS,
    });
  const link = joinLink(app, invite.id);
  const intro = t(defineMessage('{who} invited you to join {workspace} on {site} as {role}.'));
  const action = t(defineMessage('Join workspace'));
  const expiry = t(
    defineMessage('The invitation expires in {days, plural, one {# day} other {# days}}.'),
  );
  const signature = t(defineMessage('— {site}'));
  await app.mailer.send(invite.email, {
    subject: t(defineMessage('Join {workspace} on {site}')),
    text: `${intro}\n\n${action}: ${link}\n\n${expiry}\n\n${signature}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(expiry)}</p><p>${escapeHtml(signature)}</p>`,
  });
}

export async function membersCount(app: AppInstance, workspaceId: number): Promise<number> {
  return memberCount(app.db, workspaceId);
}
