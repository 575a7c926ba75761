import type { Permission } from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { permissionsOfGuests, permissionsOfUser } from './repo';

/** `admin` grants every permission (spec §6). */
export function hasPermission(permissions: Permission[], name: string): boolean {
  return permissions.some((p) => p.name === name || p.name === 'admin');
}

/** A restriction's value by name (e.g. `workspaces.create` → `count`); undefined when not held. */
export function restrictionValue(
  permissions: Permission[],
  permission: string,
  restriction: string,
): number | string | null | undefined {
  const held = permissions.find((p) => p.name === permission);
  if (!held) return hasPermission(permissions, permission) ? null : undefined;
  const value = held.restrictions.find((r) => r.name === restriction);
  return value === undefined ? null : value.value;
}

/** The permissions that apply to a request: the user's, or the guests role's when signed out. */
export async function permissionsOfRequest(
  app: AppInstance,
  request: FastifyRequest,
): Promise<Permission[]> {
  request.permissionsCache ??= request.user
    ? permissionsOfUser(app, request.user.id)
    : permissionsOfGuests(app.db);
  return request.permissionsCache;
}

/**
 * A route guard (preHandler): 401 for a guest without the permission, 403 for a
 * signed-in user without it.
 */
export function requirePermission(app: AppInstance, name: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (hasPermission(await permissionsOfRequest(app, request), name)) return;
    if (!request.user) throw new HttpProblem(401, 'Unauthenticated.');
    throw new HttpProblem(403, 'This action is unauthorized.');
  };
}

/** A route guard: the caller must be signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpProblem(401, 'Unauthenticated.');
}
