import {
  type ReportDay,
  type ReportFigure,
  type ReportsResponse,
  reportsApi,
} from '@coffer/contract';
import { mockEndpoint } from '@coffer/core/mocks';
import { delay } from 'msw';

export interface ReportsMockOptions {
  /** Never answer (the loading state). */
  pending?: boolean;
  /** A site with no activity at all. */
  empty?: boolean;
}

/** MSW handler of `GET admin/reports`: steady made-up figures for any period. */
export function reportsHandlers({ pending = false, empty = false }: ReportsMockOptions = {}) {
  return [
    mockEndpoint(reportsApi.get, async ({ query }) => {
      if (pending) await delay('infinite');
      return reportsFixture({
        startDate: query.get('startDate') ?? '2026-11-01',
        endDate: query.get('endDate') ?? '2026-11-30',
        compare: query.get('compare') === 'true',
        empty,
      });
    }),
  ];
}

/** The dashboard's answer for a period: figures that depend only on the days, never random. */
export function reportsFixture({
  startDate,
  endDate,
  compare = false,
  empty = false,
}: {
  startDate: string;
  endDate: string;
  compare?: boolean;
  empty?: boolean;
}): ReportsResponse {
  const days = daysBetween(startDate, endDate);
  const series = days.map((date) => dayFigures(date, empty));
  const before = compare ? days.map((date) => dayFigures(shift(date, -days.length), empty)) : null;
  const sum = (rows: ReportDay[] | null, key: 'signups' | 'uploads') =>
    rows ? rows.reduce((total, row) => total + row[key], 0) : undefined;
  const bytes = empty ? 0 : 7_340_032 * (days.length + 30);
  return {
    cards: {
      newUsers: figure(sum(series, 'signups') ?? 0, sum(before, 'signups')),
      newFiles: figure(sum(series, 'uploads') ?? 0, sum(before, 'uploads')),
      newFolders: figure(
        empty ? 0 : days.length * 2,
        compare ? (empty ? 0 : days.length) : undefined,
      ),
      spaceUsed: figure(bytes, compare ? Math.round(bytes * 0.8) : undefined),
    },
    series,
    previousSeries: before,
    storageByType: empty
      ? []
      : [
          { type: 'video', bytes: Math.round(bytes * 0.5), count: 12 },
          { type: 'image', bytes: Math.round(bytes * 0.3), count: 240 },
          { type: 'pdf', bytes: Math.round(bytes * 0.15), count: 80 },
          { type: 'default', bytes: Math.round(bytes * 0.05), count: 31 },
        ],
    pageViews: days.map((date, index) => ({ date, views: empty ? 0 : 40 + ((index * 17) % 25) })),
    topRoutes: empty
      ? []
      : [
          { route: '/drive', views: 820 },
          { route: '/drive/folders/:hash', views: 402 },
          { route: '/drive/s/:hash', views: 133 },
          { route: '/admin/users', views: 12 },
        ],
  };
}

function figure(value: number, previous: number | undefined): ReportFigure {
  if (previous === undefined) return { value, previous: null, change: null };
  const change = previous === 0 ? null : Math.round(((value - previous) / previous) * 1000) / 10;
  return { value, previous, change };
}

function dayFigures(date: string, empty: boolean): ReportDay {
  if (empty) return { date, signups: 0, uploads: 0 };
  const n = Number(date.slice(8, 10)) + Number(date.slice(5, 7));
  return { date, signups: (n * 7) % 5, uploads: 3 + ((n * 11) % 9) };
}

function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end && days.length < 800; day = shift(day, 1)) days.push(day);
  return days;
}

function shift(day: string, by: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
}
