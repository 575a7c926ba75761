import type { ReportDay } from '@coffer/contract';
import { vars } from '@coffer/ui/theme';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import * as styles from './dashboard.css';

// Recharts is imported only here and from the dashboard screen's other modules, so it loads
// with the dashboard's lazy chunk and never with the admin's entry or the other pages.

/** The series' colours: theme tokens, so light and dark themes keep their contrast. */
const SERIES = [vars.color.primary, vars.color.positive];
const PREVIOUS = vars.color.textMuted;

/** The tooltip in the theme's surface and text colours (Recharts draws it white). */
const TOOLTIP = {
  contentStyle: {
    background: vars.color.surfaceRaised,
    borderColor: vars.color.border,
    color: vars.color.text,
  },
  labelStyle: { color: vars.color.text },
} as const;

/** What every chart's svg shares: its accessible name (label and title) and full size. */
const chartProps = (label: string) =>
  ({
    accessibilityLayer: true,
    'aria-label': label,
    title: label,
    responsive: true,
    style: { width: '100%', height: '100%' },
  }) as const;

/** A per-day chart's axes (days across, whole counts up) and its tooltip. */
function dayAxes(formatDay: (day: string) => string) {
  return (
    <>
      <XAxis dataKey="date" tickFormatter={formatDay} stroke="currentColor" minTickGap={24} />
      <YAxis allowDecimals={false} stroke="currentColor" width={40} />
      <Tooltip {...TOOLTIP} labelFormatter={(day) => formatDay(String(day))} />
    </>
  );
}

/** What every chart shares: its accessible name and the formats of its axis and tooltip. */
interface ChartProps {
  /** Names the chart for screen readers (its svg's label and title). */
  label: string;
  /** Formats a day (`YYYY-MM-DD`) for the axis and the tooltip. */
  formatDay: (day: string) => string;
}

/** A named line of the activity chart. */
export interface ActivityLine {
  key: 'signups' | 'uploads' | 'previousSignups' | 'previousUploads';
  name: string;
}

/** One day of the activity chart: the period's figures and, compared, the previous period's. */
export type ActivityPoint = ReportDay & { previousSignups?: number; previousUploads?: number };

/** Sign-ups and uploads per day; the previous period's as dashed lines. */
export function ActivityChart({
  label,
  formatDay,
  data,
  lines,
}: ChartProps & { data: ActivityPoint[]; lines: ActivityLine[] }) {
  return (
    <div className={styles.chart}>
      <LineChart {...chartProps(label)} data={data}>
        <CartesianGrid stroke={vars.color.border} strokeDasharray="3 3" />
        {dayAxes(formatDay)}
        <Legend />
        {lines.map((line, index) => (
          <Line
            key={line.key}
            dataKey={line.key}
            name={line.name}
            type="monotone"
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
            stroke={line.key.startsWith('previous') ? PREVIOUS : SERIES[index % 2]}
            strokeDasharray={line.key.startsWith('previous') ? '5 4' : undefined}
          />
        ))}
      </LineChart>
    </div>
  );
}

/** One value per day as bars (page loads). */
export function DailyBarChart({
  label,
  formatDay,
  data,
  name,
}: ChartProps & { data: Array<{ date: string; views: number }>; name: string }) {
  return (
    <div className={styles.chart}>
      <BarChart {...chartProps(label)} data={data}>
        <CartesianGrid stroke={vars.color.border} strokeDasharray="3 3" vertical={false} />
        {dayAxes(formatDay)}
        <Bar dataKey="views" name={name} fill={SERIES[0]} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}

/** Bytes per file type as horizontal bars, largest first. */
export function StorageChart({
  label,
  data,
  name,
  formatBytes,
}: {
  label: string;
  data: Array<{ label: string; bytes: number }>;
  name: string;
  formatBytes: (bytes: number) => string;
}) {
  return (
    <div className={styles.chart}>
      <BarChart {...chartProps(label)} data={data} layout="vertical">
        <CartesianGrid stroke={vars.color.border} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={formatBytes} stroke="currentColor" />
        <YAxis type="category" dataKey="label" stroke="currentColor" width={110} />
        <Tooltip {...TOOLTIP} formatter={(value) => formatBytes(Number(value))} />
        <Bar dataKey="bytes" name={name} fill={SERIES[0]} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
