import type { ReportFigure, ReportsResponse } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { useFormatBytes } from '@coffer/ui/Meter';
import { Text } from '@coffer/ui/Text';
import * as styles from './dashboard.css';

export interface ReportCardsProps {
  cards: ReportsResponse['cards'];
}

/** New users, files and folders and the space used, each with its change when compared. */
export function ReportCards({ cards }: ReportCardsProps) {
  const { trans, locale } = useTrans();
  const formatBytes = useFormatBytes();
  const count = new Intl.NumberFormat(locale);
  const items = [
    { id: 'users', label: trans('New users'), figure: cards.newUsers, format: count.format },
    { id: 'files', label: trans('New files'), figure: cards.newFiles, format: count.format },
    { id: 'folders', label: trans('New folders'), figure: cards.newFolders, format: count.format },
    { id: 'space', label: trans('Space used'), figure: cards.spaceUsed, format: formatBytes },
  ];
  return (
    <ul className={styles.cards} aria-label={trans('Key figures')}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          <Text size="sm" tone="muted">
            {item.label}
          </Text>
          <span className={styles.cardValue}>{item.format(item.figure.value)}</span>
          <FigureChange figure={item.figure} format={item.format} />
        </li>
      ))}
    </ul>
  );
}

/** The change from the previous period, when compared; tone by its direction. */
function FigureChange({
  figure,
  format,
}: {
  figure: ReportFigure;
  format: (value: number) => string;
}) {
  const { trans, locale } = useTrans();
  if (figure.previous === null) return null;
  const previous = format(figure.previous);
  if (figure.change === null) {
    return (
      <Text size="sm" tone="muted">
        {trans('Previous period: {previous}', { previous })}
      </Text>
    );
  }
  const change = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(figure.change / 100);
  return (
    <Text size="sm" tone={figure.change < 0 ? 'danger' : figure.change > 0 ? 'positive' : 'muted'}>
      {trans('{change} from the previous period ({previous})', { change, previous })}
    </Text>
  );
}
