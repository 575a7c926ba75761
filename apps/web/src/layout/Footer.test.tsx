import { THEME_COOKIE } from '@coffer/contract';
import { bootstrapFixture, settingsFixture } from '@coffer/contract/fixtures';
import {
  CoreProvider,
  createBootstrapStore,
  createHttpClient,
  getCookie,
  removeCookie,
  ThemeProvider,
} from '@coffer/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer';
import * as styles from './layout.css';
import { renderShell } from './test-render';

function footer() {
  const services = {
    http: createHttpClient(),
    bootstrap: createBootstrapStore(bootstrapFixture()),
  };
  return (
    <CoreProvider services={services}>
      <ThemeProvider>
        <Footer />
      </ThemeProvider>
    </CoreProvider>
  );
}

const renderFooter = () => render(footer());

describe('Footer theme switch', () => {
  afterEach(() => removeCookie(THEME_COOKIE));

  it("rendered on the server for a visitor who follows the OS, names the switch by the OS's scheme (CSS)", () => {
    const html = renderToString(footer());
    expect(html).toMatch(
      new RegExp(
        `<span class="${styles.inLightScheme}">Dark mode</span><span class="${styles.inDarkScheme}">Light mode</span>`,
      ),
    );
    // Once the browser's scheme is known, the switch has one name.
    renderFooter();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
  });

  it('after pressing Enter on "Dark mode", the page turns dark and the choice is kept in the cookie', async () => {
    const user = userEvent.setup();
    renderFooter();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(getCookie(THEME_COOKIE)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Light mode' })).toBeInTheDocument();
  });

  it('shows the site name in the copyright line', () => {
    renderFooter();
    expect(screen.getByText(/Coffer, All Rights Reserved/)).toBeInTheDocument();
  });
});

describe('Footer language switch', () => {
  const withI18n = (enable: boolean) =>
    bootstrapFixture({
      settings: settingsFixture({ i18n: { enable, default_locale: 'en' } }),
    });

  it('is not there while i18n is off', () => {
    renderShell(<Footer />, { data: withI18n(false) });
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
  });

  it('picked by keyboard, switches the interface language without a reload', async () => {
    const user = userEvent.setup();
    const calls: { path: string; body: unknown }[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const body =
        path === '/api/v1/value-lists/localizations'
          ? {
              localizations: [
                { language: 'en', name: 'English' },
                { language: 'fr', name: 'Français' },
              ],
            }
          : { i18n: { language: 'fr', lines: { 'Dark mode': 'Mode sombre' } } };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    const { bootstrap } = renderShell(<Footer />, {
      data: withI18n(true),
      fetch: fetch as typeof globalThis.fetch,
    });
    const trigger = await screen.findByRole('button', {
      name: /English.*Language|Language.*English/,
    });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const option = await screen.findByRole('option', { name: 'Français' });
    await waitFor(() => expect(document.activeElement).not.toBe(trigger));
    await user.keyboard('{ArrowDown}');
    expect(option).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bootstrap.get().i18n.language).toBe('fr'));
    expect(calls).toContainEqual({ path: '/api/v1/users/me/locale', body: { locale: 'fr' } });
    expect(bootstrap.get().i18n.lines['Dark mode']).toBe('Mode sombre');
    expect(
      await screen.findByRole('button', { name: /Français.*Language|Language.*Français/ }),
    ).toBeInTheDocument();
  });
});
