import { THEME_COOKIE } from '@coffer/contract';
import { bootstrapFixture, settingsFixture } from '@coffer/contract/fixtures';
import { removeCookie, setCookie } from '@coffer/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Logo } from './Logo';
import { renderShell } from './test-render';

const logos = {
  logo_light: '/logo-light.svg',
  logo_dark: '/logo-dark.svg',
  logo_light_mobile: '/logo-light-mobile.svg',
  logo_dark_mobile: '/logo-dark-mobile.svg',
};

function withBranding(branding: Partial<typeof logos>) {
  const defaults = settingsFixture();
  return bootstrapFixture({
    settings: settingsFixture({ branding: { ...defaults.branding, ...branding } }),
  });
}

describe('navbar logo (spec §2.5)', () => {
  afterEach(() => removeCookie(THEME_COOKIE));

  it('in the light theme, shows the light logo, and its mobile variant on small screens', () => {
    const { container } = renderShell(<Logo />, { data: withBranding(logos) });
    expect(screen.getByRole('img', { name: 'Coffer' })).toHaveAttribute('src', '/logo-light.svg');
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/logo-light-mobile.svg');
    expect(screen.getByRole('link', { name: 'Coffer' })).toHaveAttribute('href', '/');
  });

  it('in the dark theme, shows the dark logo and the dark mobile variant', () => {
    setCookie(THEME_COOKIE, 'dark');
    const { container } = renderShell(<Logo />, { data: withBranding(logos) });
    expect(screen.getByRole('img', { name: 'Coffer' })).toHaveAttribute('src', '/logo-dark.svg');
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/logo-dark-mobile.svg');
  });

  it('in the dark theme without a dark logo, falls back to the light one', () => {
    setCookie(THEME_COOKIE, 'dark');
    renderShell(<Logo />, {
      data: withBranding({ logo_light: '/logo-light.svg', logo_dark: '', logo_dark_mobile: '' }),
    });
    expect(screen.getByRole('img', { name: 'Coffer' })).toHaveAttribute('src', '/logo-light.svg');
  });

  it('without any logo, shows the site name as the link', () => {
    renderShell(<Logo />, {
      data: withBranding({
        logo_light: '',
        logo_dark: '',
        logo_light_mobile: '',
        logo_dark_mobile: '',
      }),
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Coffer' })).toHaveTextContent('Coffer');
  });
});
