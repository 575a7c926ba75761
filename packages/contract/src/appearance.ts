import { z } from 'zod';
import { appearanceApi } from './api/appearance';
import {
  APPEARANCE_IMAGE_KINDS,
  APPEARANCE_MESSAGE_SOURCE,
  CUSTOM_CODE_MAX_LENGTH,
  THEME_FONT_FAMILIES,
} from './constants/appearance';
import { bindSchemas } from './endpoint';
import { landingContentSchema, seoTemplatesSchema } from './landing';
import { menuSchema, settingsSchema, themeFontSchema, themeSchema } from './settings';

/**
 * The appearance editor (spec §2.4 `/admin/appearance`): what it edits, the calls that read
 * and save it, and the window messages it drives its preview frame with.
 */

const code = z.string().max(CUSTOM_CODE_MAX_LENGTH, 'The text is too long.');

/** Custom CSS and HTML/JS, injected into `#be-custom-code` on every page (spec §7). */
export const customCodeSchema = z.object({ css: code, html: code });
export type CustomCode = z.infer<typeof customCodeSchema>;

const name = z.string().trim().min(1, 'Enter a name.').max(100, 'The text is too long.');

/** Everything the editor edits, by section; each key is replaced whole when saved. */
export const appearanceValuesSchema = z.object({
  /** General: site name, logos, favicon, site description. */
  branding: settingsSchema.shape.branding.extend({
    site_name: name,
    site_description: z.string().max(500, 'The text is too long.').optional(),
  }),
  /** SEO: the public pages' head templates. */
  seo: seoTemplatesSchema,
  /** Themes, each with its colours, radius (`--coffer-radius-*` values) and font. */
  themes: z.object({
    default_id: z.number().int().nullable(),
    user_change: z.boolean(),
    all: z
      .array(themeSchema.extend({ name }))
      .min(1, 'Keep at least one theme.')
      .max(50, 'At most 50 themes.'),
  }),
  /** Menus and their items, in order. */
  menus: z.array(menuSchema.extend({ name })).max(50, 'At most 50 menus.'),
  /** The landing page's content. */
  landing: landingContentSchema,
  custom_code: customCodeSchema,
});
export type AppearanceValues = z.infer<typeof appearanceValuesSchema>;
export type AppearanceSection = keyof AppearanceValues;

/** `GET admin/appearance`: the saved values, and the web fonts a theme can pick. */
export const appearanceResponseSchema = z.object({
  values: appearanceValuesSchema,
  fonts: z.array(z.enum(THEME_FONT_FAMILIES)),
});
export type AppearanceResponse = z.infer<typeof appearanceResponseSchema>;

/**
 * `POST admin/appearance {changes}`: the sections that changed, each whole. Checked as a
 * whole and saved together or not at all; a field error's path starts `changes.`.
 */
export const saveAppearancePayloadSchema = z.strictObject({
  changes: appearanceValuesSchema.partial().strict(),
});
export type SaveAppearancePayload = z.input<typeof saveAppearancePayloadSchema>;

/** `POST admin/appearance/images` (multipart: `kind`, then `file`): the stored image's URL. */
export const appearanceImageKindSchema = z.enum(APPEARANCE_IMAGE_KINDS, {
  error: 'Choose what the image is for.',
});
export const appearanceImageResponseSchema = z.object({ url: z.string() });
export type AppearanceImageResponse = z.infer<typeof appearanceImageResponseSchema>;

/** `GET appearance/images/:file`: a stored image, cached for good (names are content hashes). */
export const appearanceImageParamsSchema = z.object({
  file: z.string().regex(/^[a-z0-9_-]+\.(png|jpg|webp|svg|ico)$/, 'Unknown image.'),
});

// --- The editor ↔ preview frame protocol (spec §2.4) ---

const message = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ source: z.literal(APPEARANCE_MESSAGE_SOURCE), type: z.literal(type), ...shape });

/**
 * A message the editor posts to its preview frame. `setValues` replaces whole sections of
 * the settings on screen (`custom_code` travels by `setCustomCode`); `setThemeValue` sets one
 * theme CSS variable (`--coffer-…`) of the theme on screen; `setThemeFont` its font;
 * `setActiveTheme` shows another theme; `navigate` moves the frame to an in-app path.
 */
export const appearanceMessageSchema = z.discriminatedUnion('type', [
  message('setValues', { values: appearanceValuesSchema.omit({ custom_code: true }).partial() }),
  message('setThemeValue', { name: z.string().regex(/^--coffer-[a-z0-9-]+$/), value: z.string() }),
  message('setThemeFont', { font: themeFontSchema.nullable() }),
  message('setActiveTheme', { themeId: z.number().int() }),
  message('setCustomCode', { mode: z.enum(['css', 'html']), value: code }),
  message('navigate', { to: z.string().regex(/^\/(?!\/)/, 'An in-app path.') }),
]);
export type AppearanceMessage = z.infer<typeof appearanceMessageSchema>;

/** Builds a message with its `source`, for the editor's `postMessage`. */
export function appearanceMessage<M extends Omit<AppearanceMessage, 'source'>>(
  body: M,
): M & { source: typeof APPEARANCE_MESSAGE_SOURCE } {
  return { ...body, source: APPEARANCE_MESSAGE_SOURCE };
}

/**
 * The frame's gate: a message counts only when it comes from the frame's own origin and
 * from its parent window (the editor), and is one of the protocol's; anything else: null.
 */
export function readAppearanceMessage(
  event: { origin: string; source: unknown; data: unknown },
  frame: { origin: string; parent: unknown },
): AppearanceMessage | null {
  if (event.origin !== frame.origin || event.source === null || event.source !== frame.parent) {
    return null;
  }
  const parsed = appearanceMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

export const appearanceEndpoints = bindSchemas(appearanceApi, {
  show: {
    summary: 'The appearance editor’s values and the fonts a theme can use',
    response: appearanceResponseSchema,
  },
  save: {
    summary: 'Save the editor’s changed sections: checked as a whole, saved together or not at all',
    body: saveAppearancePayloadSchema,
    response: appearanceResponseSchema,
  },
  uploadImage: {
    summary:
      'Upload a logo or the favicon (`kind`, then `file`: PNG, JPEG, WebP or SVG, 2 MB at most); a favicon’s sizes are generated',
    multipart: true,
    response: appearanceImageResponseSchema,
  },
  image: {
    summary: 'A stored logo or favicon (cached for good: names are content hashes)',
    params: appearanceImageParamsSchema,
  },
});
