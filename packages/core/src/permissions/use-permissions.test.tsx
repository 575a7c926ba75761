import { userFixture } from '@coffer/contract/fixtures';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithCore } from '../test/render-with-core';
import { usePermissions } from './use-permissions';

describe('usePermissions', () => {
  it('given a guest, answers from the guest role permissions', () => {
    const { result } = renderHookWithCore(() => usePermissions(), {
      guest_permissions: [{ name: 'api.access', restrictions: [] }],
    });
    expect(result.current.isLoggedIn).toBe(false);
    expect(result.current.hasPermission('api.access')).toBe(true);
  });

  it('after login replaces the bootstrap data, answers for the signed-in user', () => {
    const { result, bootstrap } = renderHookWithCore(() => usePermissions());
    const user = userFixture({
      roles: [{ id: 3, name: 'pro' }],
      permissions: [{ name: 'files.create', restrictions: [{ name: 'max_count', value: 5 }] }],
      subscriptions: [{ id: 1, valid: true, active: true }],
    });
    act(() => bootstrap.set({ ...bootstrap.get(), user }));
    expect(result.current.user?.id).toBe(user.id);
    expect(result.current.hasRole(3)).toBe(true);
    expect(result.current.isSubscribed).toBe(true);
    expect(result.current.getRestrictionValue('files.create', 'max_count')).toBe(5);
    expect(result.current.checkQuota('files.create', 'max_count', 5)).toBe('over-quota');
  });
});
