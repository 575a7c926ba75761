import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type DateValue,
  Heading,
} from 'react-aria-components/Calendar';
import { RangeCalendar } from 'react-aria-components/RangeCalendar';
import { Button } from '../Button/Button';
import * as styles from './datePicker.css';

/** The month grid of a picker's popover: one date, or a range when `isRange`. */
export function DatePickerCalendar({ isRange = false }: { isRange?: boolean }) {
  const Root = isRange ? RangeCalendar<DateValue> : Calendar<DateValue>;
  return (
    <Root className={styles.calendar}>
      <header className={styles.calendarHeader}>
        <Button slot="previous" variant="text" size="sm">
          <ChevronLeft size={16} aria-hidden="true" className={styles.navIcon} />
        </Button>
        <Heading className={styles.calendarHeading} />
        <Button slot="next" variant="text" size="sm">
          <ChevronRight size={16} aria-hidden="true" className={styles.navIcon} />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={styles.cell} />}
        </CalendarGridBody>
      </CalendarGrid>
    </Root>
  );
}
