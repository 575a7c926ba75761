import {
  adminStyles,
  FormActions,
  type Grants,
  grantsOf,
  PermissionPicker,
} from '@coffer/admin/screen-parts';
import type { PermissionCatalogueEntry, Product } from '@coffer/contract';
import { isHttpError, showHttpErrorToast, useTrans } from '@coffer/core';
import {
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
  type UseFormReturn,
  useForm,
} from '@coffer/core/forms';
import { Inline } from '@coffer/ui/Inline';
import { SelectItem } from '@coffer/ui/Select';
import { toast } from '@coffer/ui/Toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSavePlan } from '../api/plans';
import * as styles from './admin-billing.css';
import { EditorSection } from './EditorSection';
import { FeatureListField } from './FeatureListField';
import { PriceFields } from './PriceFields';
import {
  checkPlan,
  type PlanFormValues,
  planDraft,
  planFieldOf,
  planFormValues,
  SPACE_UNIT_LABELS,
  type SpaceUnit,
} from './plan-form';

const PLANS_PATH = '/admin/plans';

export interface PlanFormProps {
  /** The plan to edit; without one the form creates a plan. */
  plan?: Product;
  /** The permissions a plan can grant (the roles' catalogue). */
  catalogue: PermissionCatalogueEntry[];
}

/**
 * Every field of a plan (spec §3): its card's texts and flags, its space, its prices and the
 * permissions its subscribers get. Checked by the contract's schema before it is sent; the
 * server's field errors (`prices.0.amount`) land on their fields.
 */
export function PlanForm({ plan, catalogue }: PlanFormProps) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const save = useSavePlan();
  const form = useForm<PlanFormValues>({ defaultValues: planFormValues(plan) });
  const [grants, setGrants] = useState<Grants>(() => grantsOf(plan, catalogue));

  /**
   * Each problem on its field, the first focused; one without a field as a toast. The
   * schema's messages are catalogue messages; the server's come in the admin's language.
   */
  const showErrors = (errors: Record<string, string>, translate: boolean) => {
    Object.entries(errors).forEach(([field, text], index) => {
      const message = translate ? trans(text) : text;
      if (field === 'permissions' || field === '') toast.danger(message);
      else {
        form.setError(
          field as keyof PlanFormValues,
          { type: 'schema', message },
          { shouldFocus: index === 0 },
        );
      }
    });
  };

  const submit = form.handleSubmit((values) => {
    const checked = checkPlan(planDraft(values, grants, catalogue));
    if (!checked.ok) {
      showErrors(checked.errors, true);
      return;
    }
    save.mutate(
      { id: plan?.id, body: checked.payload },
      {
        onSuccess: () => {
          toast.positive(plan ? trans('Plan updated') : trans('Plan created'));
          navigate(PLANS_PATH);
        },
        onError: (error) => {
          const fields = isHttpError(error) && error.status === 422 ? error.payload.errors : null;
          if (!fields || Object.keys(fields).length === 0) {
            showHttpErrorToast(error);
            return;
          }
          showErrors(
            Object.fromEntries(
              Object.entries(fields).map(([key, messages]) => [
                planFieldOf(key),
                [messages].flat()[0] ?? '',
              ]),
            ),
            false,
          );
        },
      },
    );
  });

  return (
    <form noValidate className={`${adminStyles.form} ${styles.editor}`} onSubmit={submit}>
      <PlanDetails form={form} />
      <FeatureListField form={form} />
      <PriceFields form={form} />
      <EditorSection
        title={trans('Permissions')}
        description={trans('What subscribers may do, beside what their roles grant.')}
      >
        <PermissionPicker catalogue={catalogue} grants={grants} onChange={setGrants} />
      </EditorSection>
      <FormActions onCancel={() => navigate(PLANS_PATH)} isPending={save.isPending} />
    </form>
  );
}

/** The card's texts, its place and flags, and the space a subscriber gets. */
function PlanDetails({ form }: { form: UseFormReturn<PlanFormValues> }) {
  const { trans } = useTrans();
  const { control } = form;
  const units = (Object.keys(SPACE_UNIT_LABELS) as SpaceUnit[]).map((id) => ({
    id,
    label: trans(SPACE_UNIT_LABELS[id]),
  }));
  return (
    <EditorSection title={trans('Details')}>
      <FormTextField control={control} name="name" label={trans('Name')} autoFocus />
      <FormTextArea control={control} name="description" label={trans('Description')} />
      <Inline gap="md" align="start" wrap>
        <div className={styles.narrow}>
          <FormNumberField
            control={control}
            name="position"
            label={trans('Position')}
            description={trans('Lower comes first.')}
            minValue={0}
            maxValue={1000}
          />
        </div>
        <div className={styles.grow}>
          <FormNumberField
            control={control}
            name="available_space"
            label={trans('Available space')}
            description={trans('Empty: the site’s default.')}
            minValue={0}
            formatOptions={{ maximumFractionDigits: 2 }}
          />
        </div>
        <div className={styles.narrowSelect}>
          <FormSelect control={control} name="space_unit" label={trans('Unit')} items={units}>
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </FormSelect>
        </div>
      </Inline>
      <Inline gap="lg" wrap>
        <FormSwitch control={control} name="recommended">
          {trans('Recommended (“Most popular”)')}
        </FormSwitch>
        <FormSwitch control={control} name="free">
          {trans('Free')}
        </FormSwitch>
        <FormSwitch control={control} name="hidden">
          {trans('Hidden from the pricing page')}
        </FormSwitch>
      </Inline>
    </EditorSection>
  );
}
