import {
  type AppearanceResponse,
  type AppearanceValues,
  defaultSettings,
  THEME_FONT_FAMILIES,
  type ThemeFontFamily,
} from '@coffer/contract';

/** A menu the fixture's site shows in its navbar, so the menus section has one to edit. */
const sampleMenu: AppearanceValues['menus'][number] = {
  id: 'navbar',
  name: 'Main menu',
  positions: ['landing-page-navbar'],
  items: [
    { id: 'pricing', type: 'route', label: 'Pricing', action: '/pricing' },
    { id: 'contact', type: 'route', label: 'Contact', action: '/contact' },
  ],
};

/**
 * `GET admin/appearance` of a site on the contract's defaults (one menu added): each section
 * of `overrides` replaces the default one whole; `fonts`: the fonts a theme can pick.
 */
export function appearanceFixture(
  overrides: Partial<AppearanceValues> = {},
  fonts: ThemeFontFamily[] = [...THEME_FONT_FAMILIES],
): AppearanceResponse {
  const values: AppearanceValues = {
    branding: {
      ...defaultSettings.branding,
      favicon: '',
      site_description: 'Files on your own server.',
    },
    seo: structuredClone(defaultSettings.seo),
    themes: structuredClone(defaultSettings.themes) as AppearanceValues['themes'],
    menus: [structuredClone(sampleMenu)],
    landing: structuredClone(defaultSettings.landing),
    custom_code: { css: '', html: '' },
    ...overrides,
  };
  return { values, fonts };
}
