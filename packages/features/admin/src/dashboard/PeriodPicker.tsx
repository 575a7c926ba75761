import { useTrans } from '@coffer/core';
import { DateRangePicker } from '@coffer/ui/DatePicker';
import { Select, SelectItem } from '@coffer/ui/Select';
import { Switch } from '@coffer/ui/Switch';
import type { CalendarDate } from '@internationalized/date';
import * as styles from './dashboard.css';
import { type DayRange, type PeriodPreset, periodPresets } from './periods';

export interface PeriodPickerProps {
  preset: PeriodPreset;
  onPresetChange: (preset: PeriodPreset) => void;
  /** The custom range (shown and edited when `preset` is `custom`). */
  custom: DayRange;
  onCustomChange: (range: DayRange) => void;
  /** The latest day that can be picked. */
  today: CalendarDate;
  compare: boolean;
  onCompareChange: (compare: boolean) => void;
}

/** The period select (presets and a custom range) and the compare switch. */
export function PeriodPicker(props: PeriodPickerProps) {
  const { trans } = useTrans();
  const labels: Record<PeriodPreset, string> = {
    today: trans('Today'),
    yesterday: trans('Yesterday'),
    last7Days: trans('Last 7 days'),
    last30Days: trans('Last 30 days'),
    thisMonth: trans('This month'),
    lastMonth: trans('Last month'),
    last3Months: trans('Last 3 months'),
    lastYear: trans('Last year'),
    custom: trans('Custom range'),
  };
  return (
    <div className={styles.controls}>
      <Select
        label={trans('Period')}
        items={periodPresets.map((id) => ({ id, label: labels[id] }))}
        selectedKey={props.preset}
        onSelectionChange={(key) => key && props.onPresetChange(key as PeriodPreset)}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      {props.preset === 'custom' && (
        <DateRangePicker
          label={trans('Dates')}
          value={props.custom}
          maxValue={props.today}
          onChange={(range) => range && props.onCustomChange(range)}
        />
      )}
      <Switch isSelected={props.compare} onChange={props.onCompareChange}>
        {trans('Compare with the previous period')}
      </Switch>
    </div>
  );
}
