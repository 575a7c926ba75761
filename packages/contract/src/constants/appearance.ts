/**
 * The id of the appearance editor's preview frame. The editor (`/admin/appearance`,
 * spec §2.4) shows the app in an iframe with this id; the app in it is in preview mode.
 */
export const APPEARANCE_EDITOR_FRAME_ID = 'appearance-editor-preview';

/** The `source` every appearance editor message carries (spec §2.4). */
export const APPEARANCE_MESSAGE_SOURCE = 'be-appearance-editor';

/** The id of the element custom code goes into (spec §7). */
export const CUSTOM_CODE_ELEMENT_ID = 'be-custom-code';

/**
 * The web fonts a theme can use. They are self-hosted (npm `@fontsource/*` packages built
 * into the web app): a self-hosted install may have no internet, so no public font service.
 */
export const THEME_FONT_FAMILIES = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Source Sans 3',
  'Noto Sans',
  'IBM Plex Sans',
  'Merriweather',
] as const;
export type ThemeFontFamily = (typeof THEME_FONT_FAMILIES)[number];

/** The longest custom CSS or HTML the editor saves, in characters. */
export const CUSTOM_CODE_MAX_LENGTH = 100_000;

/** Images the editor uploads: the four logos and the favicon, and the landing page's images. */
export const APPEARANCE_IMAGE_KINDS = [
  'logo_light',
  'logo_dark',
  'logo_light_mobile',
  'logo_dark_mobile',
  'favicon',
  'landing',
] as const;
export type AppearanceImageKind = (typeof APPEARANCE_IMAGE_KINDS)[number];

/** The square sizes (px) generated from an uploaded favicon. */
export const FAVICON_SIZES = [16, 32, 180, 192, 512] as const;

/**
 * Where the editor's frame shows the landing page while its landing sections are open,
 * whatever the homepage type: `/` shows the landing page only when it is the homepage. Outside
 * the editor's frame it leads to `/`.
 */
export const LANDING_PREVIEW_PATH = '/appearance-preview/landing';
