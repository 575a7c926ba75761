import type { Price, PublicProduct } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { Radio, RadioGroup } from '@coffer/ui/RadioGroup';
import { Stack } from '@coffer/ui/Stack';
import { useState } from 'react';
import {
  type BillingCycle,
  DEFAULT_BILLING_CYCLE,
  hasBothCycles,
  yearlySavingsPercent,
} from '../pricing/pricing';
import { type PlanAction, PlanCards } from './PlanCards';

export interface PlanPickerProps {
  /** The plans in display order. */
  products: PublicProduct[];
  /** The button of a plan at its price for the chosen cycle. */
  actionFor: (product: PublicProduct, price: Price | null) => PlanAction;
  /**
   * The cycle shown first.
   * @default 'yearly' (spec §9)
   */
  defaultCycle?: BillingCycle;
}

/**
 * The yearly/monthly switch over the plan cards (spec §2.2, §9: yearly by default), with
 * 'Save up to N%' from the plans' own prices. Without plans of both cycles, only the cards.
 */
export function PlanPicker({
  products,
  actionFor,
  defaultCycle = DEFAULT_BILLING_CYCLE,
}: PlanPickerProps) {
  const { trans } = useTrans();
  const [cycle, setCycle] = useState<BillingCycle>(defaultCycle);
  const savings = yearlySavingsPercent(products);
  return (
    <Stack gap="xl">
      {hasBothCycles(products) && (
        <Stack align="center">
          <RadioGroup
            label={trans('Billing cycle')}
            orientation="horizontal"
            value={cycle}
            onChange={(value) => setCycle(value as BillingCycle)}
          >
            <Radio value="yearly">
              {trans('Yearly')}
              {savings > 0 && (
                <Badge tone="positive">
                  {trans('Save up to {percent}%', { percent: savings })}
                </Badge>
              )}
            </Radio>
            <Radio value="monthly">{trans('Monthly')}</Radio>
          </RadioGroup>
        </Stack>
      )}
      <PlanCards products={products} cycle={cycle} actionFor={actionFor} />
    </Stack>
  );
}
