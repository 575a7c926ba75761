import { z } from 'zod';
import { reportsApi } from './api/reports';
import { bindSchemas } from './endpoint';

/** The longest period the dashboard reports on, in days (two years and a leap day). */
export const REPORTS_MAX_DAYS = 731;

const day = z.iso.date({ error: 'Must be a date (YYYY-MM-DD).' });

/**
 * `GET admin/reports`: the days from `startDate` to `endDate`, both included (UTC), and
 * with `compare` the period of the same length just before.
 */
export const reportsQuerySchema = z
  .object({
    startDate: day,
    endDate: day,
    compare: z
      .enum(['true', 'false'], { error: 'Must be true or false.' })
      .optional()
      .transform((value) => value === 'true'),
  })
  .superRefine((query, context) => {
    const days = reportDays(query.startDate, query.endDate);
    if (days < 1) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date must not be before the start date.',
      });
    } else if (days > REPORTS_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The period may not be longer than two years.',
      });
    }
  });
export type ReportsQuery = z.input<typeof reportsQuerySchema>;

/** A card's figure in the period, in the previous one (with `compare`), and the change in %. */
export const reportFigureSchema = z.object({
  value: z.number(),
  /** null: not compared. */
  previous: z.number().nullable(),
  /** Percent change from `previous`, rounded to one decimal; null: not compared or from 0. */
  change: z.number().nullable(),
});
export type ReportFigure = z.infer<typeof reportFigureSchema>;

export const reportDaySchema = z.object({
  date: z.string(),
  signups: z.number().int(),
  uploads: z.number().int(),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

export const reportsResponseSchema = z.object({
  cards: z.object({
    newUsers: reportFigureSchema,
    newFiles: reportFigureSchema,
    newFolders: reportFigureSchema,
    /** Bytes of every file uploaded up to the period's end (trashed ones included). */
    spaceUsed: reportFigureSchema,
  }),
  /** One row per day of the period, days without activity included. */
  series: z.array(reportDaySchema),
  /** The previous period's days, in order (with `compare`); null otherwise. */
  previousSeries: z.array(reportDaySchema).nullable(),
  /** Bytes and files per file category at the period's end, largest first. */
  storageByType: z.array(
    z.object({ type: z.string(), bytes: z.number(), count: z.number().int() }),
  ),
  /** Page loads of the app per day of the period, counted by Coffer (no outside analytics). */
  pageViews: z.array(z.object({ date: z.string(), views: z.number().int() })),
  /** The most loaded route patterns of the period (`/drive/s/:hash`…), most first. */
  topRoutes: z.array(z.object({ route: z.string(), views: z.number().int() })),
});
export type ReportsResponse = z.infer<typeof reportsResponseSchema>;

/** Days from `start` to `end`, both included; 0 or less when `end` comes first. */
export function reportDays(start: string, end: string): number {
  return (
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1
  );
}

export const reportsEndpoints = bindSchemas(reportsApi, {
  get: {
    summary: 'The admin dashboard’s figures for a period, optionally against the previous one',
    query: reportsQuerySchema,
    response: reportsResponseSchema,
  },
});
