import {
  type CalendarDate,
  endOfMonth,
  startOfMonth,
  today as todayIn,
} from '@internationalized/date';

/** The dashboard's period choices, in the order the select lists them. */
export const periodPresets = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'thisMonth',
  'lastMonth',
  'last3Months',
  'lastYear',
  'custom',
] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** A period of whole days, both included. */
export interface DayRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** Today in the browser's time zone. */
export function currentDay(): CalendarDate {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The days a preset stands for on `today`; `custom` keeps `custom`. */
export function presetRange(preset: PeriodPreset, today: CalendarDate, custom: DayRange): DayRange {
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const day = today.subtract({ days: 1 });
      return { start: day, end: day };
    }
    case 'last7Days':
      return { start: today.subtract({ days: 6 }), end: today };
    case 'last30Days':
      return { start: today.subtract({ days: 29 }), end: today };
    case 'thisMonth':
      return { start: startOfMonth(today), end: today };
    case 'lastMonth': {
      const month = startOfMonth(today).subtract({ months: 1 });
      return { start: month, end: endOfMonth(month) };
    }
    case 'last3Months':
      return { start: today.subtract({ months: 3 }).add({ days: 1 }), end: today };
    case 'lastYear':
      return { start: today.subtract({ years: 1 }).add({ days: 1 }), end: today };
    default:
      return custom;
  }
}
