import type { Menu } from '@coffer/contract';
import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import { ThemeProvider } from '@coffer/core';
import type { Decorator } from '@storybook/react-vite';

/** Shell stories need the theme state the app's ThemeProvider gives. */
export const withThemeProvider: Decorator = (Story) => (
  <ThemeProvider>
    <Story />
  </ThemeProvider>
);

export const navbarMenu: Menu = {
  id: 'primary',
  name: 'Primary',
  positions: ['navbar'],
  items: [
    { id: 'pricing', type: 'route', label: 'Pricing', action: '/pricing' },
    { id: 'contact', type: 'route', label: 'Contact', action: '/contact' },
    {
      id: 'docs',
      type: 'link',
      label: 'Docs',
      action: 'https://example.com/docs',
      target: '_blank',
    },
    { id: 'admin', type: 'route', label: 'Admin', action: '/admin', permissions: ['admin.access'] },
  ],
};

export const footerMenus: Menu[] = [
  {
    id: 'footer',
    name: 'Footer',
    positions: ['footer'],
    items: [
      { id: 'privacy', type: 'route', label: 'Privacy policy', action: '/pages/privacy' },
      { id: 'terms', type: 'route', label: 'Terms of service', action: '/pages/terms' },
    ],
  },
  {
    id: 'auth-footer',
    name: 'Auth footer',
    positions: ['auth-page-footer'],
    items: [{ id: 'help', type: 'route', label: 'Help center', action: '/pages/help' }],
  },
];

export const authDropdownMenu: Menu = {
  id: 'account',
  name: 'Account',
  positions: ['auth-dropdown'],
  items: [{ id: 'files', type: 'route', label: 'My files', action: '/drive' }],
};

export const signedIn = (overrides: Parameters<typeof userFixture>[0] = {}, menus: Menu[] = []) =>
  bootstrapFixture({ user: userFixture(overrides), settings: settingsFixture({ menus }) });
