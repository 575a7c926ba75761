import type { PermissionCatalogueEntry, Role, RolePayload, RoleType } from '@coffer/contract';
import { defineMessage } from '@coffer/core';

/** The role types' names as catalogue messages. */
export const ROLE_TYPE_LABELS: Record<RoleType, string> = {
  sitewide: defineMessage('Sitewide'),
  workspace: defineMessage('Workspace'),
};

/** A permission as the picker holds it: granted or not, and each restriction's value. */
export interface GrantState {
  granted: boolean;
  /** Restriction name → its limit; null (empty) is unlimited. */
  restrictions: Record<string, number | null>;
}

/** Permission name → its grant state. */
export type Grants = Record<string, GrantState>;

/** A permission as a role or a plan grants it: each restriction's limit, null unlimited. */
export interface GrantedPermission {
  name: string;
  restrictions: { name: string; value: number | null }[];
}

export interface RoleFormValues {
  name: string;
  description: string;
  type: RoleType;
  default: boolean;
  guests: boolean;
}

/** The form's starting values: a role's, or a new sitewide role's. */
export function roleFormValues(role?: Role): RoleFormValues {
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    type: role?.type ?? 'sitewide',
    default: role?.default ?? false,
    guests: role?.guests ?? false,
  };
}

/**
 * The picker's starting state: what a role (or a plan, for its subscribers) grants, over the
 * whole catalogue.
 */
export function grantsOf(
  role: Pick<Role, 'permissions'> | undefined,
  catalogue: PermissionCatalogueEntry[],
): Grants {
  const grants: Grants = {};
  for (const entry of catalogue) {
    const held = role?.permissions.find((permission) => permission.name === entry.name);
    grants[entry.name] = {
      granted: Boolean(held),
      restrictions: Object.fromEntries(
        entry.restrictions.map((name) => [
          name,
          toLimit(held?.restrictions.find((r) => r.name === name)?.value),
        ]),
      ),
    };
  }
  return grants;
}

/**
 * The `POST/PUT roles` payload: the form's fields and each granted permission (in the
 * catalogue's order) with every restriction it declares, empty as null (unlimited).
 */
export function rolePayload(
  values: RoleFormValues,
  grants: Grants,
  catalogue: PermissionCatalogueEntry[],
): RolePayload {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    type: values.type,
    default: values.default,
    guests: values.guests,
    permissions: grantedPermissions(grants, catalogue),
  };
}

/**
 * The permissions the picker grants, in the catalogue's order, each with every restriction it
 * declares, empty as null (unlimited).
 */
export function grantedPermissions(
  grants: Grants,
  catalogue: PermissionCatalogueEntry[],
): GrantedPermission[] {
  return catalogue
    .filter((entry) => grants[entry.name]?.granted)
    .map((entry) => ({
      name: entry.name,
      restrictions: entry.restrictions.map((name) => ({
        name,
        value: grants[entry.name]?.restrictions[name] ?? null,
      })),
    }));
}

/** The catalogue by group, groups and permissions in the server's order. */
export function groupCatalogue(
  catalogue: PermissionCatalogueEntry[],
): [group: string, entries: PermissionCatalogueEntry[]][] {
  const groups = new Map<string, PermissionCatalogueEntry[]>();
  for (const entry of catalogue) {
    groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  }
  return [...groups];
}

function toLimit(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
