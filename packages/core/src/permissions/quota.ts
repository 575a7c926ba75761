import { getRestrictionValue, hasPermission, type Visitor } from './permissions';

export const quotaStatuses = ['allowed', 'over-quota', 'blocked'] as const;
export type QuotaStatus = (typeof quotaStatuses)[number];

/**
 * Spec §5: no permission means blocked; a restriction value that is set and less
 * than or equal to the current count means over quota; otherwise allowed.
 */
export function checkQuota(
  visitor: Visitor,
  permission: string,
  restriction: string,
  currentCount: number,
): QuotaStatus {
  if (!hasPermission(visitor, permission)) return 'blocked';
  const value = getRestrictionValue(visitor, permission, restriction);
  // Restriction values arrive as numbers or numeric strings from the admin's role editor.
  const limit = value === null || value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(limit) && limit <= currentCount ? 'over-quota' : 'allowed';
}

export function isOverQuota(
  visitor: Visitor,
  permission: string,
  restriction: string,
  currentCount: number,
): boolean {
  return checkQuota(visitor, permission, restriction, currentCount) !== 'allowed';
}
