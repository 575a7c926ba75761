import type { PriceInterval } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import {
  FormNumberField,
  FormSelect,
  FormTextField,
  type UseFormReturn,
  useFieldArray,
  useWatch,
} from '@coffer/core/forms';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { Inline } from '@coffer/ui/Inline';
import { SelectItem } from '@coffer/ui/Select';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { Plus } from 'lucide-react';
import { INTERVAL_LABELS, LOCKED_PRICE } from '../labels';
import * as styles from './admin-billing.css';
import { EditorSection } from './EditorSection';
import {
  CUSTOM_PERIOD_LABEL,
  newPrice,
  PERIOD_PRESETS,
  type PeriodPreset,
  type PlanFormValues,
} from './plan-form';

export interface PriceFieldsProps {
  form: UseFormReturn<PlanFormValues>;
}

/**
 * A plan's prices: amount, currency and period (a preset or any interval and count). A price
 * with subscribers is locked: shown read-only, kept, and changed only by adding a new one.
 */
export function PriceFields({ form }: PriceFieldsProps) {
  const { trans } = useTrans();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'prices' });
  const listError = form.formState.errors.prices?.root;
  const currency = form.getValues('prices.0.currency');
  return (
    <EditorSection title={trans('Prices')} error={listError?.message}>
      {fields.map((field, index) => (
        <PriceItem
          key={field.id}
          form={form}
          index={index}
          locked={field.locked}
          onRemove={() => remove(index)}
        />
      ))}
      <div>
        <Button
          variant="outline"
          onPress={() =>
            append(newPrice(currency || undefined), {
              focusName: `prices.${fields.length}.amount`,
            })
          }
        >
          <Plus aria-hidden="true" size={16} />
          {trans('Add price')}
        </Button>
      </div>
    </EditorSection>
  );
}

interface PriceItemProps extends PriceFieldsProps {
  index: number;
  locked: boolean;
  onRemove: () => void;
}

function PriceItem({ form, index, locked, onRemove }: PriceItemProps) {
  const { trans } = useTrans();
  const { control } = form;
  const period = useWatch({ control, name: `prices.${index}.period` });
  const name = trans('Price {number}', { number: index + 1 });
  const periods = [
    ...(Object.keys(PERIOD_PRESETS) as (keyof typeof PERIOD_PRESETS)[]).map((id) => ({
      id: id as PeriodPreset,
      label: trans(PERIOD_PRESETS[id].label),
    })),
    { id: 'custom' as const, label: trans(CUSTOM_PERIOD_LABEL) },
  ];
  const intervals = (Object.keys(INTERVAL_LABELS) as PriceInterval[]).map((id) => ({
    id,
    label: trans(INTERVAL_LABELS[id]),
  }));
  return (
    <fieldset className={styles.price} aria-label={name}>
      <Stack gap="sm">
        <Inline justify="between" align="center" gap="sm">
          <Text weight="medium">{name}</Text>
          {locked && <Badge>{trans('Locked')}</Badge>}
          <Button
            variant="text"
            size="sm"
            isDisabled={locked}
            aria-label={trans('Remove {name}', { name })}
            onPress={onRemove}
          >
            {trans('Remove')}
          </Button>
        </Inline>
        {locked && (
          <Text size="sm" tone="muted">
            {trans(LOCKED_PRICE)}
          </Text>
        )}
        <Inline gap="md" align="start" wrap>
          <div className={styles.grow}>
            <FormNumberField
              control={control}
              name={`prices.${index}.amount`}
              label={trans('Amount')}
              minValue={0}
              formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
              isReadOnly={locked}
            />
          </div>
          <div className={styles.narrow}>
            <FormTextField
              control={control}
              name={`prices.${index}.currency`}
              label={trans('Currency')}
              maxLength={3}
              isReadOnly={locked}
            />
          </div>
          <div className={styles.grow}>
            <FormSelect
              control={control}
              name={`prices.${index}.period`}
              label={trans('Billing period')}
              items={periods}
              isDisabled={locked}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </FormSelect>
          </div>
        </Inline>
        {period === 'custom' && (
          <Inline gap="md" align="start" wrap>
            <div className={styles.narrow}>
              <FormNumberField
                control={control}
                name={`prices.${index}.interval_count`}
                label={trans('Every')}
                minValue={1}
                maxValue={366}
                isReadOnly={locked}
              />
            </div>
            <div className={styles.grow}>
              <FormSelect
                control={control}
                name={`prices.${index}.interval`}
                label={trans('Interval')}
                items={intervals}
                isDisabled={locked}
              >
                {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
              </FormSelect>
            </div>
          </Inline>
        )}
      </Stack>
    </fieldset>
  );
}
