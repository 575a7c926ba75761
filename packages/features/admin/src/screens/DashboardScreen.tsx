import { useTrans } from '@coffer/core';
import { Skeleton } from '@coffer/ui/Skeleton';
import { useState } from 'react';
import { Dashboard } from '../dashboard/Dashboard';
import { PeriodPicker } from '../dashboard/PeriodPicker';
import { currentDay, type DayRange, type PeriodPreset, presetRange } from '../dashboard/periods';
import { useReports } from '../dashboard/use-reports';
import { AdminPage } from '../layout/AdminPage';

export interface DashboardScreenProps {
  /**
   * The day the presets count from (stories pin it).
   * @default today in the browser's time zone
   */
  today?: string;
}

/**
 * `/admin` (admin.access): new users, files, folders and space used in a period, against the
 * previous one when compared, with sign-ups, uploads, storage and page views as charts.
 */
export function DashboardScreen({ today: pinnedToday }: DashboardScreenProps) {
  const { trans } = useTrans();
  const [today] = useState(() => (pinnedToday ? parseDay(pinnedToday) : currentDay()));
  const [preset, setPreset] = useState<PeriodPreset>('last30Days');
  const [custom, setCustom] = useState<DayRange>(() =>
    presetRange('last7Days', today, { start: today, end: today }),
  );
  const [compare, setCompare] = useState(false);
  const range = presetRange(preset, today, custom);
  const reports = useReports(range, compare);

  return (
    <AdminPage title={trans('Dashboard')}>
      <PeriodPicker
        preset={preset}
        onPresetChange={(next) => {
          // A custom range starts from the period shown, so the dates are there to adjust.
          if (next === 'custom') setCustom(range);
          setPreset(next);
        }}
        custom={custom}
        onCustomChange={setCustom}
        today={today}
        compare={compare}
        onCompareChange={setCompare}
      />
      {reports.data ? (
        <div aria-busy={reports.isPlaceholderData || undefined}>
          <Dashboard report={reports.data} />
        </div>
      ) : (
        <div role="status" aria-label={trans('Loading the dashboard')}>
          <Skeleton shape="rect" height={120} />
          <Skeleton shape="rect" height={300} />
        </div>
      )}
    </AdminPage>
  );
}

function parseDay(day: string) {
  const [year, month, date] = day.split('-').map(Number);
  return currentDay().set({ year, month, day: date });
}
