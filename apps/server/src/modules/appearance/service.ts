import {
  type AppearanceResponse,
  type AppearanceValues,
  type CustomCode,
  customCodeSchema,
  type SaveAppearancePayload,
  settingsSchema,
  THEME_FONT_FAMILIES,
} from '@coffer/contract';
import type { AppInstance } from '../../app';
import { SERVER_KEY_PREFIX } from '../../kernel/settings/repo';
import { HttpProblem } from '../../platform/http/errors';
import { SETTINGS_CHANGED_CHANNEL } from '../settings/service';
import { readSettingValue, replaceSettingSections } from './repo';

/**
 * Where custom code is kept: among the server settings' rows, which the client store never
 * reads, so it reaches pages as code in their HTML (`#be-custom-code`), not in the
 * bootstrap data.
 */
export const CUSTOM_CODE_KEY = `${SERVER_KEY_PREFIX}appearance.custom_code`;

const NO_CUSTOM_CODE: CustomCode = { css: '', html: '' };

/** The sections the editor edits that are client settings (all but custom code). */
const SETTING_SECTIONS = ['branding', 'seo', 'themes', 'menus', 'landing'] as const;

/** The admin's custom CSS and HTML/JS; empty when none was saved. */
export async function customCodeOf(app: AppInstance): Promise<CustomCode> {
  const parsed = customCodeSchema.safeParse(await readSettingValue(app.db, CUSTOM_CODE_KEY));
  return parsed.success ? parsed.data : NO_CUSTOM_CODE;
}

/** `GET admin/appearance`: every section's saved values and the fonts a theme can use. */
export async function appearanceOf(app: AppInstance): Promise<AppearanceResponse> {
  const settings = await app.settings.all();
  const values: AppearanceValues = {
    branding: settings.branding,
    seo: settings.seo,
    themes: settings.themes,
    menus: settings.menus,
    landing: settings.landing,
    custom_code: await customCodeOf(app),
  };
  return { values, fonts: [...THEME_FONT_FAMILIES] };
}

/**
 * Saves the changed sections (each whole, already checked by the contract's schema): the
 * settings they make are checked as a whole, then every section is written in one
 * transaction, so nothing is half-saved; the next page load of every browser reads them.
 */
export async function saveAppearance(
  app: AppInstance,
  { changes }: SaveAppearancePayload,
): Promise<void> {
  const sections = SETTING_SECTIONS.flatMap((key) =>
    changes[key] === undefined ? [] : [[key, changes[key]] as const],
  );
  const next = { ...(await app.settings.all()), ...Object.fromEntries(sections) };
  if (!settingsSchema.safeParse(next).success) {
    throw new HttpProblem(422, 'These settings do not fit together.');
  }
  const entries: Array<readonly [string, unknown]> = [...sections];
  if (changes.custom_code) entries.push([CUSTOM_CODE_KEY, changes.custom_code]);
  if (entries.length === 0) return;
  await replaceSettingSections(app.db, entries, app.clock.iso());
  await app.events.publish(SETTINGS_CHANGED_CHANNEL, { keys: entries.map(([key]) => key) });
}
