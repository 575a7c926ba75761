import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  DateInput,
  DateSegment,
  type DateValue,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
} from 'react-aria-components/DateRangePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { Button } from '../Button/Button';
import { DatePickerCalendar } from './DatePickerCalendar';
import * as styles from './datePicker.css';

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, 'className' | 'style' | 'children'> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Shown when the range is invalid. */
  errorMessage?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * Start and end date fields with a button that opens a calendar where the range is picked
 * with two presses. The value is `{ start, end }`.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <AriaDateRangePicker
      {...props}
      className={className ? `${styles.field} ${className}` : styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.group}>
        <DateInput slot="start" className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden="true" className={styles.rangeDash}>
          –
        </span>
        <DateInput slot="end" className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button variant="text" size="sm">
          <CalendarDays size={16} aria-hidden="true" />
        </Button>
      </Group>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover placement="bottom start" containerPadding={16} className={styles.popover}>
        <Dialog className={styles.dialog}>
          <DatePickerCalendar isRange />
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
