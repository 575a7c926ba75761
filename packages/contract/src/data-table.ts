import { z } from 'zod';
import { ADMIN_MAX_PER_PAGE, ADMIN_PER_PAGE, orderDirections } from './constants/admin';

/**
 * `filters` travels in the query string as JSON: parsed here, then checked by the list's own
 * filter schema (a `z.strictObject`, so a list refuses (422) a filter it does not know).
 */
function jsonFilters<F extends z.ZodObject>(filters: F) {
  return z
    .string()
    .max(4000, 'The filters are too long.')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'The filters must be JSON.' });
        return z.NEVER;
      }
    })
    .pipe(filters);
}

/** One page of an admin list: `perPage` rows (the admin's default and cap), page 1 first. */
export const pageQueryShape = {
  perPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_MAX_PER_PAGE, `At most ${ADMIN_MAX_PER_PAGE} rows per page.`)
    .default(ADMIN_PER_PAGE),
  page: z.coerce.number().int().min(1).default(1),
};

/**
 * The query of every admin list (the data-table pattern): a search text, one page of
 * `perPage` rows, a sort column of the list's own and its direction, and the list's filters.
 * Answered with the usual `pagination` object.
 */
export function dataTableQuerySchema<
  const O extends readonly [string, ...string[]],
  F extends z.ZodObject,
>(orderColumns: O, filters: F, defaultOrder: O[number]) {
  return z.object({
    query: z.string().trim().max(191, 'The search text is too long.').optional(),
    ...pageQueryShape,
    orderBy: z.enum(orderColumns).default(defaultOrder as O[number] & string),
    orderDir: z.enum(orderDirections).default('desc'),
    filters: jsonFilters(filters).optional(),
  });
}

/** `{ ids }` of a bulk action. */
export const idListSchema = z
  .array(z.number().int().positive(), { error: 'The ids field is required.' })
  .min(1, 'The ids field is required.')
  .max(1000, 'At most 1000 at once.');

/** `:id` of an admin route. */
export const numericIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Not found.' }).int().positive(),
});

/** `:ids` of a bulk `DELETE …/{ids}`: one id or several, comma-separated. */
export const numericIdsParamsSchema = z.object({
  ids: z
    .string()
    .transform((text) => text.split(',').map((part) => Number(part.trim())))
    .pipe(
      z
        .array(z.number({ error: 'Not found.' }).int('Not found.').positive('Not found.'))
        .min(1)
        .max(1000, 'At most 1000 at once.'),
    ),
});
