import { userFixture } from '@coffer/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { authRequiredRedirect, guestOnlyRedirect, permissionRedirect } from './guards';
import { pageErrorOutcome, throwPageError } from './page-errors';
import { redirectUriFor } from './redirects';

const user = userFixture();
const admin = userFixture({ permissions: [{ name: 'admin.access', restrictions: [] }] });

describe('post-login redirect uri', () => {
  it('is /drive for users and for admins', () => {
    expect(redirectUriFor(user)).toBe('/drive');
    expect(redirectUriFor(admin)).toBe('/drive');
  });

  it('given a site with a separate admin landing, sends admins there', () => {
    const redirects = { redirectUri: '/drive', adminRedirectUri: '/admin' };
    expect(redirectUriFor(admin, redirects)).toBe('/admin');
    expect(redirectUriFor(user, redirects)).toBe('/drive');
  });
});

describe('guest-only routes', () => {
  it('let guests in', () => {
    expect(guestOnlyRedirect({ user: null, pathname: '/login' })).toBeNull();
  });

  it('bounce a signed-in user to their redirect uri', () => {
    expect(guestOnlyRedirect({ user, pathname: '/login' })).toBe('/drive');
  });

  it('while the appearance editor is active, let a signed-in user see the page', () => {
    expect(
      guestOnlyRedirect({ user, pathname: '/login', appearanceEditorActive: true }),
    ).toBeNull();
  });

  it('given the page is the redirect uri itself, use the secondary redirect uri', () => {
    const redirects = { redirectUri: '/', adminRedirectUri: '/', secondaryRedirectUri: '/drive' };
    expect(guestOnlyRedirect({ user, pathname: '/', redirects })).toBe('/drive');
    expect(guestOnlyRedirect({ user, pathname: '/login', redirects })).toBe('/');
  });

  it('given no usable secondary redirect uri, stay rather than loop', () => {
    const redirects = { redirectUri: '/', adminRedirectUri: '/' };
    expect(guestOnlyRedirect({ user, pathname: '/', redirects })).toBeNull();
  });
});

describe('auth routes', () => {
  it('send guests to /login and let users in', () => {
    expect(authRequiredRedirect(null)).toBe('/login');
    expect(authRequiredRedirect(user)).toBeNull();
  });
});

describe('permission-guarded routes', () => {
  const guarded = { permission: 'api.access', guest_permissions: [], billingEnabled: true };

  it('let in whoever holds the permission, including guests through the guest role', () => {
    const apiAccess = [{ name: 'api.access', restrictions: [] }];
    expect(permissionRedirect({ ...guarded, user: null, guest_permissions: apiAccess })).toBeNull();
    expect(
      permissionRedirect({ ...guarded, user: userFixture({ permissions: apiAccess }) }),
    ).toBeNull();
  });

  it('given a guest without it, go to /login', () => {
    expect(permissionRedirect({ ...guarded, user: null })).toBe('/login');
  });

  it('given billing on and no subscription, send the user to /pricing', () => {
    expect(permissionRedirect({ ...guarded, user })).toBe('/pricing');
  });

  it('given billing on and a subscription, send the user to /404', () => {
    const subscriber = userFixture({ subscriptions: [{ id: 1, valid: true, active: true }] });
    expect(permissionRedirect({ ...guarded, user: subscriber })).toBe('/404');
  });

  it('given billing off, send the user to /404', () => {
    expect(permissionRedirect({ ...guarded, user, billingEnabled: false })).toBe('/404');
  });
});

describe('page errors', () => {
  const http = (status: number) => new HttpError(status, { message: 'x' });

  it.each([401, 403])('given %i while logged out, go to /login', (status) => {
    expect(pageErrorOutcome(http(status), false)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it.each([401, 403])('given %i while logged in, show the route error page', (status) => {
    expect(pageErrorOutcome(http(status), true)).toEqual({ kind: 'error' });
  });

  it('given 404, show not-found, also for router error responses', () => {
    expect(pageErrorOutcome(http(404), true)).toEqual({ kind: 'not-found' });
    expect(pageErrorOutcome({ status: 404, statusText: 'Not Found' }, false)).toEqual({
      kind: 'not-found',
    });
  });

  it('given a 500 or a thrown Error, show the route error page', () => {
    expect(pageErrorOutcome(http(500), false)).toEqual({ kind: 'error' });
    expect(pageErrorOutcome(new Error('boom'), false)).toEqual({ kind: 'error' });
  });

  it('given 404 on a route configured to redirect, go there instead', () => {
    const handle = { redirectOn404: '/' };
    expect(pageErrorOutcome(http(404), true, handle)).toEqual({ kind: 'redirect', to: '/' });
    expect(pageErrorOutcome(http(500), true, handle)).toEqual({ kind: 'error' });
    expect(pageErrorOutcome(http(401), false, handle)).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe("a page's main query", () => {
  const failed = { error: http404(), data: undefined, isFetching: false };

  it('given it failed with nothing to show, fails the page with its error', () => {
    expect(() => throwPageError(failed)).toThrow(failed.error);
  });

  it('given it is still trying, or has data from before, keeps the page', () => {
    expect(() => throwPageError({ ...failed, isFetching: true })).not.toThrow();
    expect(() => throwPageError({ ...failed, data: { items: [] } })).not.toThrow();
    expect(() => throwPageError({ error: null, data: undefined, isFetching: false })).not.toThrow();
  });
});

function http404() {
  return new HttpError(404, { message: 'Not found' });
}
