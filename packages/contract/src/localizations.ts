import { z } from 'zod';
import { localizationsApi } from './api/localizations';
import { messageResponseSchema } from './auth';
import { dataTableQuerySchema, numericIdParamsSchema } from './data-table';
import { bindSchemas } from './endpoint';
import { paginationSchema } from './pagination';

/** The language every message is named in (ADR 0016): it is never deleted. */
export const SOURCE_LANGUAGE = 'en';

/** At most this many lines in one save or upload (the catalogue holds about a thousand). */
export const MAX_LINES_PER_SAVE = 5000;

/** The columns the language list sorts by. */
export const localizationOrderColumns = ['name', 'language', 'updated_at'] as const;
export type LocalizationOrderColumn = (typeof localizationOrderColumns)[number];

/** A language as the admin's list shows it. */
export const localizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its BCP 47 code, canonical (`pt-BR`). */
  language: z.string(),
  /** How many lines have a text in it (the shipped file's and the admin's). */
  lines_count: z.number().int(),
  /** Whether Coffer ships lines for it (`apps/server/locales/<language>.json`). */
  built_in: z.boolean(),
  updated_at: z.string().nullable(),
});
export type Localization = z.infer<typeof localizationSchema>;

/**
 * One line of a language: `key` is the English message (ADR 0016); `english` is the source
 * text, null for a line the admin added; `text` is what users see ('' when the language has
 * none, so English shows through); `custom` marks the admin's text over the shipped one.
 */
export const localizationLineSchema = z.object({
  key: z.string(),
  english: z.string().nullable(),
  text: z.string(),
  custom: z.boolean(),
});
export type LocalizationLine = z.infer<typeof localizationLineSchema>;

export const localizationFiltersSchema = z.strictObject({});

export const localizationsQuerySchema = dataTableQuerySchema(
  localizationOrderColumns,
  localizationFiltersSchema,
  'name',
);
export type LocalizationsQuery = z.input<typeof localizationsQuerySchema>;

export const localizationsResponseSchema = z.object({
  pagination: paginationSchema(localizationSchema),
});
export type LocalizationsResponse = z.infer<typeof localizationsResponseSchema>;

/** Whether `code` is a well-formed BCP 47 language tag starting with a language subtag. */
export function isLanguageCode(code: string): boolean {
  try {
    const [canonical] = Intl.getCanonicalLocales(code);
    return canonical !== undefined && /^[a-z]{2,3}(?:-|$)/i.test(canonical);
  } catch {
    return false;
  }
}

/** A code as Intl writes it (`PT-br` → `pt-BR`); the code itself when it is not one. */
export function canonicalLanguageCode(code: string): string {
  try {
    return Intl.getCanonicalLocales(code)[0] ?? code;
  } catch {
    return code;
  }
}

const localizationName = z
  .string({ error: 'The name field is required.' })
  .trim()
  .min(1, 'The name field is required.')
  .max(100, 'The name is too long.');

/** `POST localizations`: a new language, by its name (in that language) and BCP 47 code. */
export const createLocalizationPayloadSchema = z.object({
  name: localizationName,
  language: z
    .string({ error: 'The language code is required.' })
    .trim()
    .min(1, 'The language code is required.')
    // As long as `POST users/me/locale` takes, so that users can choose it.
    .max(10, 'The language code is too long.')
    .refine(isLanguageCode, {
      error: 'The language code must be a BCP 47 code, such as de or pt-BR.',
    })
    .transform(canonicalLanguageCode),
});
export type CreateLocalizationPayload = z.input<typeof createLocalizationPayloadSchema>;

/** `PUT localizations/{id}`: a new name. */
export const updateLocalizationPayloadSchema = z.object({ name: localizationName });
export type UpdateLocalizationPayload = z.input<typeof updateLocalizationPayloadSchema>;

const lineKey = z
  .string()
  .min(1, 'A line needs its English text.')
  .max(500, 'The English text is too long.');
const lineText = z
  .string({ error: 'A line’s text must be a string.' })
  .max(5000, 'The text is too long.');

/**
 * Lines by their English text. A text of '' removes the admin's line (the shipped text, or
 * English, shows again); a key that is not an English message adds a line of the admin's.
 * The server checks each text is ICU with the English's placeholders (422 per line).
 */
export const localizationLinesSchema = z
  .record(lineKey, lineText, { error: 'The lines must be an object of texts by English text.' })
  .refine((lines) => Object.keys(lines).length <= MAX_LINES_PER_SAVE, {
    error: `At most ${MAX_LINES_PER_SAVE} lines at once.`,
  });
export type LocalizationLines = z.infer<typeof localizationLinesSchema>;

/** `POST localizations/{id}/lines`: the lines to add or change. */
export const localizationLinesPayloadSchema = z.object({ lines: localizationLinesSchema });
export type LocalizationLinesPayload = z.input<typeof localizationLinesPayloadSchema>;

/** `POST localizations/{id}/upload`: a downloaded file's object, lines by English text. */
export const localizationLinesUploadSchema = localizationLinesSchema;

export const localizationResponseSchema = z.object({ localization: localizationSchema });
export type LocalizationResponse = z.infer<typeof localizationResponseSchema>;

export const localizationWithLinesResponseSchema = z.object({
  localization: localizationSchema,
  lines: z.array(localizationLineSchema),
});
export type LocalizationWithLinesResponse = z.infer<typeof localizationWithLinesResponseSchema>;

export const localizationsEndpoints = bindSchemas(localizationsApi, {
  list: {
    summary: 'Every interface language, searched, sorted and paged (admin)',
    query: localizationsQuerySchema,
    response: localizationsResponseSchema,
  },
  create: {
    summary: 'Add an interface language (a unique BCP 47 code)',
    body: createLocalizationPayloadSchema,
    response: localizationResponseSchema,
  },
  show: {
    summary: 'A language with every line: the English messages, the shipped and the admin’s lines',
    params: numericIdParamsSchema,
    response: localizationWithLinesResponseSchema,
  },
  update: {
    summary: 'Rename a language',
    params: numericIdParamsSchema,
    body: updateLocalizationPayloadSchema,
    response: localizationResponseSchema,
  },
  remove: {
    summary: 'Delete a language and its lines (never English)',
    params: numericIdParamsSchema,
    response: messageResponseSchema,
  },
  saveLines: {
    summary: 'Add or change lines of a language (ICU, the English’s placeholders); all or none',
    params: numericIdParamsSchema,
    body: localizationLinesPayloadSchema,
    response: localizationWithLinesResponseSchema,
  },
  download: {
    summary: 'A language’s lines as a JSON file, by English text',
    params: numericIdParamsSchema,
  },
  upload: {
    summary: 'Add or change lines from a JSON object of texts by English text; all or none',
    params: numericIdParamsSchema,
    body: localizationLinesUploadSchema,
    response: localizationWithLinesResponseSchema,
  },
});
