import type { MenuItem } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Heading } from '@coffer/ui/Heading';
import { IconButton } from '@coffer/ui/IconButton';
import { Text } from '@coffer/ui/Text';
import { TextField } from '@coffer/ui/TextField';
import { Plus, Trash2 } from 'lucide-react';
import * as styles from '../themes/panel.css';
import { conditionValue } from './menu-values';

type Conditions = NonNullable<MenuItem['settings']>;

/**
 * An item's settings conditions: it shows only where each setting (a dotted key such as
 * `billing.enable`) equals its value (`true`, `false`, a number or a text).
 */
export function ItemConditions({
  settings,
  onChange,
}: {
  settings: Conditions | undefined;
  onChange: (settings: Conditions | undefined) => void;
}) {
  const { trans } = useTrans();
  const rows = Object.entries(settings ?? {});
  const write = (next: [string, string | boolean | number][]) =>
    onChange(next.length > 0 ? Object.fromEntries(next) : undefined);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Heading level={3} size="sm">
          {trans('Settings conditions')}
        </Heading>
      </legend>
      <Text as="p" size="sm" tone="muted">
        {trans(
          'The item shows only where every setting has its value (true, false, a number or a text).',
        )}
      </Text>
      {rows.map(([key, value], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place; the setting's name, its only id, changes as it is typed
        <div key={i} className={styles.row}>
          <TextField
            label={trans('Setting')}
            value={key}
            onChange={(next) => write(rows.map((row, j) => (j === i ? [next, row[1]] : row)))}
          />
          <TextField
            label={trans('Value')}
            value={String(value)}
            onChange={(next) =>
              write(rows.map((row, j) => (j === i ? [row[0], conditionValue(next)] : row)))
            }
          />
          <IconButton
            aria-label={trans('Remove condition {setting}', { setting: key || i + 1 })}
            onPress={() => write(rows.filter((_, j) => j !== i))}
          >
            <Trash2 size={16} aria-hidden="true" />
          </IconButton>
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        startIcon={<Plus size={16} aria-hidden="true" />}
        onPress={() => write([...rows, [freshKey(rows), true]])}
      >
        {trans('Add condition')}
      </Button>
    </fieldset>
  );
}

/** A placeholder key for a new row: object keys must differ, so a second one gets a number. */
function freshKey(rows: [string, unknown][]) {
  for (let n = 1; ; n++) {
    const key = n === 1 ? 'setting' : `setting${n}`;
    if (!rows.some(([k]) => k === key)) return key;
  }
}
