import { defaultSettings, type MenuItem } from '@coffer/contract';
import { settingsFixture, userFixture } from '@coffer/contract/fixtures';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_USER_ID_PLACEHOLDER,
  isMenuItemVisible,
  menuAtPosition,
  menuItemAction,
  visibleMenuItems,
} from './menu-items';

const item = (overrides: Partial<MenuItem> = {}): MenuItem => ({
  id: 'i1',
  type: 'route',
  label: 'Files',
  action: '/drive',
  ...overrides,
});
const settings = settingsFixture({ billing: { ...defaultSettings.billing, enable: true } });
const user = userFixture({
  id: 42,
  roles: [{ id: 2, name: 'users' }],
  permissions: [{ name: 'files.view', restrictions: [] }],
});
const member = { user, guest_permissions: [], settings };
const guest = { user: null, guest_permissions: [], settings };
const subscriber = {
  ...member,
  user: { ...user, subscriptions: [{ id: 1, valid: true, active: true }] },
};

describe('menu item visibility (spec §5)', () => {
  it('given no action, hides the item', () => {
    expect(isMenuItemVisible(item({ action: '' }), member)).toBe(false);
  });

  it('given a plain item, shows it to everyone', () => {
    expect(isMenuItemVisible(item(), guest)).toBe(true);
  });

  it('needs every listed role, matched by id', () => {
    expect(isMenuItemVisible(item({ roles: [2] }), member)).toBe(true);
    expect(isMenuItemVisible(item({ roles: [2, 3] }), member)).toBe(false);
    expect(isMenuItemVisible(item({ roles: [2] }), guest)).toBe(false);
  });

  it('needs every listed permission, with admin granting all', () => {
    expect(isMenuItemVisible(item({ permissions: ['files.view'] }), member)).toBe(true);
    expect(isMenuItemVisible(item({ permissions: ['files.view', 'x'] }), member)).toBe(false);
    const admin = {
      ...member,
      user: userFixture({ permissions: [{ name: 'admin', restrictions: [] }] }),
    };
    expect(isMenuItemVisible(item({ permissions: ['files.view', 'x'] }), admin)).toBe(true);
  });

  it('needs every settings condition, read by dotted key', () => {
    expect(isMenuItemVisible(item({ settings: { 'billing.enable': true } }), member)).toBe(true);
    expect(isMenuItemVisible(item({ settings: { 'billing.enable': false } }), member)).toBe(false);
    expect(
      isMenuItemVisible(
        item({ settings: { 'billing.enable': true, 'drive.default_view': 'grid' } }),
        member,
      ),
    ).toBe(false);
    expect(isMenuItemVisible(item({ settings: { 'no.such.key': 'x' } }), member)).toBe(false);
  });

  it("given status 'subscribed', needs an active subscription", () => {
    const subscribed = item({ subscriptionStatus: 'subscribed' });
    expect(isMenuItemVisible(subscribed, subscriber)).toBe(true);
    expect(isMenuItemVisible(subscribed, member)).toBe(false);
    expect(isMenuItemVisible(subscribed, guest)).toBe(false);
  });

  it('given any other status, needs no active subscription', () => {
    const unsubscribed = item({ subscriptionStatus: 'unsubscribed' });
    expect(isMenuItemVisible(unsubscribed, member)).toBe(true);
    expect(isMenuItemVisible(unsubscribed, guest)).toBe(true);
    expect(isMenuItemVisible(unsubscribed, subscriber)).toBe(false);
  });
});

describe('current-user placeholder', () => {
  it("replaces every placeholder with the signed-in user's id", () => {
    const action = `/users/${CURRENT_USER_ID_PLACEHOLDER}/files?owner=${CURRENT_USER_ID_PLACEHOLDER}`;
    expect(menuItemAction({ action }, user)).toBe('/users/42/files?owner=42');
  });

  it('given a guest, leaves the action unchanged', () => {
    expect(menuItemAction({ action: '/users/{currentUserId}' }, null)).toBe(
      '/users/{currentUserId}',
    );
  });
});

describe('menus', () => {
  it('lists the visible items of the menu at a position, with actions filled in', () => {
    const menu = {
      id: 'm1',
      name: 'Account',
      positions: ['auth-dropdown'],
      items: [
        item({ id: 'mine', action: '/users/{currentUserId}' }),
        item({ id: 'pro', subscriptionStatus: 'subscribed' }),
      ],
    };
    const found = menuAtPosition({ menus: [menu] }, 'auth-dropdown');
    expect(found?.id).toBe('m1');
    expect(menuAtPosition({ menus: [menu] }, 'footer')).toBeUndefined();
    expect(visibleMenuItems(menu, member)).toEqual([item({ id: 'mine', action: '/users/42' })]);
  });
});
