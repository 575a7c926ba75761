import type { Permission } from '@coffer/contract';
import { userFixture } from '@coffer/contract/fixtures';
import { describe, expect, it } from 'vitest';
import {
  getRestrictionValue,
  hasActiveSubscription,
  hasPermission,
  hasRole,
  isSubscribed,
  visitorPermissions,
} from './permissions';
import { checkQuota, isOverQuota } from './quota';

const files: Permission = {
  name: 'files.create',
  restrictions: [
    { name: 'max_count', value: 3 },
    { name: 'space', value: '1000' },
    { name: 'unset', value: null },
  ],
};
const guestApi: Permission = { name: 'api.access', restrictions: [] };

const guest = { user: null, guest_permissions: [guestApi] };
const member = { user: userFixture({ permissions: [files] }), guest_permissions: [guestApi] };
const admin = {
  user: userFixture({ permissions: [{ name: 'admin', restrictions: [] }] }),
  guest_permissions: [],
};

describe('permissions', () => {
  it('given nobody signed in, the guest role permissions apply', () => {
    expect(visitorPermissions(guest)).toEqual([guestApi]);
    expect(hasPermission(guest, 'api.access')).toBe(true);
    expect(hasPermission(guest, 'files.create')).toBe(false);
  });

  it('given a signed-in user, only their own permissions apply, not the guest role', () => {
    expect(hasPermission(member, 'files.create')).toBe(true);
    expect(hasPermission(member, 'api.access')).toBe(false);
  });

  it('the admin permission grants every permission', () => {
    expect(hasPermission(admin, 'settings.update')).toBe(true);
    expect(hasPermission(admin, 'anything.at.all')).toBe(true);
  });

  it('checks roles by id, not by name', () => {
    const user = userFixture({ roles: [{ id: 7, name: 'editors' }] });
    expect(hasRole(user, 7)).toBe(true);
    expect(hasRole(user, 2)).toBe(false);
    expect(hasRole(null, 7)).toBe(false);
  });

  it('reads a restriction value by permission and restriction name', () => {
    expect(getRestrictionValue(member, 'files.create', 'max_count')).toBe(3);
    expect(getRestrictionValue(member, 'files.create', 'space')).toBe('1000');
    expect(getRestrictionValue(member, 'files.create', 'missing')).toBeUndefined();
    expect(getRestrictionValue(guest, 'files.create', 'max_count')).toBeUndefined();
  });

  it('subscribed means any valid subscription; menus ask for an active one', () => {
    const lapsed = userFixture({ subscriptions: [{ id: 1, valid: false, active: false }] });
    const grace = userFixture({
      subscriptions: [
        { id: 1, valid: false, active: false },
        { id: 2, valid: true, active: false },
      ],
    });
    expect(isSubscribed(lapsed)).toBe(false);
    expect(isSubscribed(grace)).toBe(true);
    expect(hasActiveSubscription(grace)).toBe(false);
    expect(isSubscribed(null)).toBe(false);
  });
});

describe('over quota (spec §5)', () => {
  it('given no permission, the action is blocked', () => {
    expect(checkQuota(guest, 'files.create', 'max_count', 0)).toBe('blocked');
    expect(isOverQuota(guest, 'files.create', 'max_count', 0)).toBe(true);
  });

  it('given a count below the restriction value, it is allowed', () => {
    expect(checkQuota(member, 'files.create', 'max_count', 2)).toBe('allowed');
  });

  it('given a count equal to or above the restriction value, it is over quota', () => {
    expect(checkQuota(member, 'files.create', 'max_count', 3)).toBe('over-quota');
    expect(checkQuota(member, 'files.create', 'max_count', 4)).toBe('over-quota');
    expect(checkQuota(member, 'files.create', 'space', 1000)).toBe('over-quota');
    expect(checkQuota(member, 'files.create', 'space', 999)).toBe('allowed');
  });

  it('given an unset or missing restriction, there is no limit', () => {
    expect(checkQuota(member, 'files.create', 'unset', 1e9)).toBe('allowed');
    expect(checkQuota(member, 'files.create', 'missing', 1e9)).toBe('allowed');
    expect(checkQuota(admin, 'files.create', 'max_count', 1e9)).toBe('allowed');
  });
});
