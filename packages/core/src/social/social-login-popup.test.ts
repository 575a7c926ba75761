import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socialLoginOutcome } from './social-login-outcome';
import { openSocialLoginPopup, type PopupOpener } from './social-login-popup';

const baseUrl = 'https://drive.example.com/app';
const trustedOrigin = 'https://drive.example.com';
const signedIn = bootstrapFixture({ user: userFixture() });

/** A browser window with a popup the test can close and post messages from. */
function fakeBrowser({ blocked = false } = {}) {
  const events = new EventTarget();
  const listeners = new Set<unknown>();
  const popup = { closed: false };
  const open = vi.fn(() => (blocked ? null : popup));
  const opener = {
    open,
    addEventListener: (type: string, listener: EventListener) => {
      listeners.add(listener);
      events.addEventListener(type, listener);
    },
    removeEventListener: (type: string, listener: EventListener) => {
      listeners.delete(listener);
      events.removeEventListener(type, listener);
    },
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
    clearInterval: (id: number) => clearInterval(id),
    screenX: 100,
    screenY: 50,
    outerWidth: 1450,
    outerHeight: 950,
  } as unknown as PopupOpener;
  const post = (data: unknown, origin = trustedOrigin) =>
    events.dispatchEvent(new MessageEvent('message', { data, origin }));
  return { opener, open, popup, post, listeners };
}

const message = (status: string, callbackData: object = {}) => ({
  type: 'social-auth',
  status,
  callbackData,
});

describe('social login popup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens a 650×550 popup centred over the window', () => {
    const browser = fakeBrowser();
    openSocialLoginPopup('/secure/auth/social/google/connect', { baseUrl, opener: browser.opener });
    expect(browser.open).toHaveBeenCalledWith(
      '/secure/auth/social/google/connect',
      'social-auth',
      'width=650,height=550,left=500,top=250',
    );
  });

  it('given a social-auth message from the base_url origin, resolves with it and cleans up', async () => {
    const browser = fakeBrowser();
    const result = openSocialLoginPopup('/login/google', { baseUrl, opener: browser.opener });
    browser.post(message('SUCCESS', { bootstrapData: signedIn }));
    await expect(result).resolves.toEqual({
      status: 'SUCCESS',
      callbackData: { bootstrapData: signedIn },
    });
    expect(browser.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores messages from another origin, and messages of another shape', async () => {
    const browser = fakeBrowser();
    const settled = vi.fn();
    openSocialLoginPopup('/login/google', { baseUrl, opener: browser.opener }).then(settled);
    browser.post(message('SUCCESS', { bootstrapData: signedIn }), 'https://evil.example.net');
    browser.post({ type: 'setValues', values: {} });
    browser.post(message('WHATEVER'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).not.toHaveBeenCalled();
    expect(browser.listeners.size).toBe(1);
    browser.post(message('ERROR', { errorMessage: 'Nope' }));
    // Messages are checked in arrival order once the schema has loaded: had one of the
    // ignored messages been taken, it would have settled the popup first.
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    expect(settled).toHaveBeenCalledOnce();
    expect(settled).toHaveBeenCalledWith({
      status: 'ERROR',
      callbackData: { errorMessage: 'Nope' },
    });
  });

  it('given the popup is closed without a result, resolves null at the next 1 s check', async () => {
    const browser = fakeBrowser();
    const settled = vi.fn();
    openSocialLoginPopup('/login/google', { baseUrl, opener: browser.opener }).then(settled);
    await vi.advanceTimersByTimeAsync(2500);
    expect(settled).not.toHaveBeenCalled();
    browser.popup.closed = true;
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(null);
    expect(browser.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given the browser blocks the popup, resolves null straight away', async () => {
    const browser = fakeBrowser({ blocked: true });
    await expect(
      openSocialLoginPopup('/login/google', { baseUrl, opener: browser.opener }),
    ).resolves.toBeNull();
    expect(browser.listeners.size).toBe(0);
  });
});

describe('social login outcome (spec §4)', () => {
  it.each(['SUCCESS', 'ALREADY_LOGGED_IN'] as const)(
    '%s signs in with the bootstrap data',
    (status) => {
      expect(socialLoginOutcome({ status, callbackData: { bootstrapData: signedIn } })).toEqual({
        kind: 'signed-in',
        bootstrapData: signedIn,
      });
    },
  );

  it('REQUEST_PASSWORD asks for the account password', () => {
    expect(socialLoginOutcome({ status: 'REQUEST_PASSWORD', callbackData: {} })).toEqual({
      kind: 'password-required',
    });
  });

  it('ERROR shows the server message, or the default one', () => {
    expect(
      socialLoginOutcome({ status: 'ERROR', callbackData: { errorMessage: 'Account suspended.' } }),
    ).toEqual({ kind: 'error', message: 'Account suspended.' });
    expect(socialLoginOutcome({ status: 'ERROR', callbackData: {} })).toEqual({
      kind: 'error',
      message: 'An error occurred. Please try again later',
    });
  });

  it('a success without bootstrap data is treated as an error', () => {
    expect(socialLoginOutcome({ status: 'SUCCESS', callbackData: {} })).toEqual({
      kind: 'error',
      message: 'An error occurred. Please try again later',
    });
  });

  it('a closed popup is cancelled, with nothing to show', () => {
    expect(socialLoginOutcome(null)).toEqual({ kind: 'cancelled' });
  });
});
