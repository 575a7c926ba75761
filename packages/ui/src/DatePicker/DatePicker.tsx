import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  DateInput,
  DateSegment,
  type DateValue,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
} from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { Button } from '../Button/Button';
import { DatePickerCalendar } from './DatePickerCalendar';
import * as styles from './datePicker.css';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'className' | 'style' | 'children'> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Shown when the value is invalid (with `isInvalid`, or from `validate`/min/max). */
  errorMessage?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A date field (typed segment by segment, arrows step each part) with a button that opens a
 * calendar. Values are `@internationalized/date` objects (`parseDate('2026-11-22')`).
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <AriaDatePicker
      {...props}
      className={className ? `${styles.field} ${className}` : styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.group}>
        <DateInput className={styles.input}>
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
          <DatePickerCalendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
