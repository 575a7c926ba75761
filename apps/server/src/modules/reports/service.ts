import type { ReportDay, ReportFigure, ReportsResponse } from '@coffer/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import {
  countNewEntries,
  countNewUsers,
  type DayCount,
  dailyPageViews,
  dailySignups,
  dailyUploads,
  storageByType,
  type TimeRange,
  topRoutes,
} from './repo';

const DAY_MS = 86_400_000;

/** How many routes the dashboard lists. */
const TOP_ROUTES = 10;

/** A period of whole UTC days: its first and last day and its time range. */
interface Period {
  firstDay: string;
  lastDay: string;
  range: TimeRange;
  days: string[];
}

/** The dashboard for the days `startDate`…`endDate`, and with `compare` the period before. */
export async function dashboardReport(
  db: Kysely<Database>,
  query: { startDate: string; endDate: string; compare: boolean },
): Promise<ReportsResponse> {
  const current = period(query.startDate, query.endDate);
  const previous = query.compare ? previousPeriod(current) : null;

  const [[users, files, folders, space, signups, uploads], views, routes] = await Promise.all([
    periodFigures(db, current),
    dailyPageViews(db, current.firstDay, current.lastDay),
    topRoutes(db, current.firstDay, current.lastDay, TOP_ROUTES),
  ]);
  const before = previous ? await periodFigures(db, previous) : null;

  return {
    cards: {
      newUsers: figure(users, before?.[0]),
      newFiles: figure(files, before?.[1]),
      newFolders: figure(folders, before?.[2]),
      spaceUsed: figure(totalBytes(space), before ? totalBytes(before[3]) : undefined),
    },
    series: daySeries(current.days, signups, uploads),
    previousSeries: previous && before ? daySeries(previous.days, before[4], before[5]) : null,
    storageByType: space,
    pageViews: fill(current.days, views).map(({ day, count }) => ({ date: day, views: count })),
    topRoutes: routes,
  };
}

/** What the dashboard reads of a period, and of the one before to compare. */
function periodFigures(db: Kysely<Database>, { range }: Period) {
  return Promise.all([
    countNewUsers(db, range),
    countNewEntries(db, range, false),
    countNewEntries(db, range, true),
    storageByType(db, range.to),
    dailySignups(db, range),
    dailyUploads(db, range),
  ]);
}

/** A card's figure; `previous` undefined: not compared. */
export function figure(value: number, previous: number | undefined): ReportFigure {
  if (previous === undefined) return { value, previous: null, change: null };
  const change = previous === 0 ? null : Math.round(((value - previous) / previous) * 1000) / 10;
  return { value, previous, change };
}

function period(firstDay: string, lastDay: string): Period {
  const start = Date.parse(`${firstDay}T00:00:00.000Z`);
  const end = Date.parse(`${lastDay}T00:00:00.000Z`) + DAY_MS;
  const days: string[] = [];
  for (let ms = start; ms < end; ms += DAY_MS) days.push(new Date(ms).toISOString().slice(0, 10));
  return {
    firstDay,
    lastDay,
    days,
    range: { from: new Date(start).toISOString(), to: new Date(end).toISOString() },
  };
}

/** The period of the same number of days that ends the day before `current` starts. */
function previousPeriod(current: Period): Period {
  const start = Date.parse(`${current.firstDay}T00:00:00.000Z`);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return period(day(start - current.days.length * DAY_MS), day(start - DAY_MS));
}

function totalBytes(rows: Array<{ bytes: number }>): number {
  return rows.reduce((sum, row) => sum + row.bytes, 0);
}

function fill(days: string[], counts: DayCount[]): DayCount[] {
  const byDay = new Map(counts.map((row) => [row.day, row.count]));
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

function daySeries(days: string[], signups: DayCount[], uploads: DayCount[]): ReportDay[] {
  const up = new Map(uploads.map((row) => [row.day, row.count]));
  return fill(days, signups).map(({ day, count }) => ({
    date: day,
    signups: count,
    uploads: up.get(day) ?? 0,
  }));
}
