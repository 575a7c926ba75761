import type { Settings } from '@coffer/contract';
import { bootstrapFixture, settingsFixture } from '@coffer/contract/fixtures';
import { removeCookie, setCookie } from '@coffer/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Analytics } from './Analytics';
import { analyticsScriptUrl, loadAnalytics } from './analytics-loader';
import { COOKIE_NOTICE_COOKIE, CookieNotice, policyHref } from './CookieNotice';
import { renderShell } from './test-render';

const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';
const scripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[data-analytics]')].map((s) => s.src);

function renderFrame(
  trackingId: string,
  notice: Partial<Settings['cookie_notice']> = {},
  route = '/',
) {
  const defaults = settingsFixture();
  return renderShell(
    <>
      <CookieNotice />
      <Analytics />
    </>,
    {
      data: bootstrapFixture({
        settings: settingsFixture({
          analytics: { tracking_id: trackingId },
          cookie_notice: {
            ...defaults.cookie_notice,
            button: { label: 'OK', action: 'dismiss' },
            ...notice,
          },
        }),
      }),
      route,
    },
  );
}

/** Lets a lazy chunk (the loader) arrive, so a script that would load has loaded. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the outside measurement script', () => {
  afterEach(() => {
    for (const script of document.querySelectorAll('script[data-analytics]')) script.remove();
    removeCookie(COOKIE_NOTICE_COOKIE);
    delete window.gtag;
    delete window.dataLayer;
  });

  it('given a tracking id and the cookie notice on, loads only after the visitor accepts', async () => {
    renderFrame('G-TEST123', { enable: true });
    await settle();
    expect(scripts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(scripts()).toEqual([GTAG]));
    // js, config, and the page view of the page it loaded on.
    await waitFor(() => expect(window.dataLayer?.length).toBe(3));
  });

  it('counts every page a visitor goes to in the app, not only the first', async () => {
    const { router } = renderFrame('G-TEST123', { enable: false }, '/drive/*');
    const views = () =>
      (window.dataLayer ?? [])
        .map((args) => [...(args as IArguments)])
        .filter(([command, name]) => command === 'event' && name === 'page_view')
        .map(([, , params]) => (params as { page_path: string }).page_path);
    await waitFor(() => expect(views()).toEqual(['/drive/*']));
    await router.navigate('/drive/recent?sort=name');
    await waitFor(() => expect(views()).toEqual(['/drive/*', '/drive/recent?sort=name']));
    const config = (window.dataLayer ?? []).map((args) => [...(args as IArguments)])[1];
    expect(config).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
  });

  it('given a visitor who accepted on an earlier page, loads at once', async () => {
    setCookie(COOKIE_NOTICE_COOKIE, '1');
    renderFrame('G-TEST123', { enable: true });
    await waitFor(() => expect(scripts()).toEqual([GTAG]));
  });

  it('given the cookie notice off, loads at once', async () => {
    renderFrame('G-TEST123', { enable: false });
    await waitFor(() => expect(scripts()).toEqual([GTAG]));
  });

  it('given no tracking id, never loads, even after consent', async () => {
    renderFrame('  ', { enable: true });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await settle();
    expect(scripts()).toEqual([]);
    expect(window.gtag).toBeUndefined();
  });

  it('adds the script once per page however often it is asked', () => {
    expect(loadAnalytics('G-ONE')).toBe(true);
    expect(loadAnalytics('G-ONE')).toBe(false);
    expect(scripts()).toEqual([analyticsScriptUrl('G-ONE')]);
    expect(analyticsScriptUrl('G-A&B')).toBe('https://www.googletagmanager.com/gtag/js?id=G-A%26B');
  });
});

describe('the cookie policy link', () => {
  it('opens a path of the site or an http(s) address, nothing else', () => {
    expect(policyHref('/pages/cookies')).toEqual({ href: '/pages/cookies', external: false });
    expect(policyHref(' https://example.com/c ')).toEqual({
      href: 'https://example.com/c',
      external: true,
    });
    expect(policyHref('')).toBeNull();
    expect(policyHref('javascript:alert(1)')).toBeNull();
    expect(policyHref('//evil.example')).toBeNull();
  });
});
