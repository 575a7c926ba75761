/** Rows per page of an admin list when the query names none, and the most it may ask for. */
export const ADMIN_PER_PAGE = 15;
export const ADMIN_MAX_PER_PAGE = 100;

export const orderDirections = ['asc', 'desc'] as const;
export type OrderDirection = (typeof orderDirections)[number];

/** The columns the admin user list sorts by. */
export const adminUserOrderColumns = ['name', 'email', 'created_at', 'last_active_at'] as const;
export type AdminUserOrderColumn = (typeof adminUserOrderColumns)[number];

/** The columns the role list sorts by. */
export const roleOrderColumns = ['name', 'created_at', 'users_count'] as const;
export type RoleOrderColumn = (typeof roleOrderColumns)[number];

/** Where a role applies: the whole site, or inside workspaces (a member's role there). */
export const roleTypes = ['sitewide', 'workspace'] as const;
export type RoleType = (typeof roleTypes)[number];

/**
 * The `files.create` restrictions: the most files an account may keep (trash included) and
 * the bytes it may store. No value: unlimited.
 */
export const MAX_FILES_RESTRICTION = 'max_files';
export const MAX_SPACE_RESTRICTION = 'max_space';

/** The columns of the users CSV export, in order. */
export const ADMIN_USERS_CSV_COLUMNS = [
  'id',
  'name',
  'email',
  'roles',
  'subscribed',
  'email_verified_at',
  'banned_at',
  'created_at',
  'last_active_at',
] as const;

/** The longest comment an admin may give with a suspension. */
export const BAN_COMMENT_MAX_LENGTH = 250;
