import { adminStyles, FormActions, PersonCell } from '@coffer/admin/screen-parts';
import { type AdminSubscription, subscriptionStatuses } from '@coffer/contract';
import {
  applyServerFieldErrors,
  showHttpErrorToast,
  usePermissions,
  useTimeZone,
  useTrans,
} from '@coffer/core';
import { FormDatePicker, FormSelect, useForm, useWatch } from '@coffer/core/forms';
import { Dialog, DialogBody, DialogTitle } from '@coffer/ui/Dialog';
import { Modal } from '@coffer/ui/Modal';
import { SelectItem } from '@coffer/ui/Select';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { today, toZoned } from '@internationalized/date';
import { useEffect } from 'react';
import { useSaveSubscription } from '../api/subscriptions';
import { STATUS_LABELS } from '../labels';
import {
  checkSubscription,
  type SubscriptionFormValues,
  subscriptionFormValues,
} from './subscription-form';
import { UserPicker } from './UserPicker';
import { usePlanChoices } from './use-plan-choices';
import { usePriceLabel } from './use-price-label';

export interface SubscriptionFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The subscription to edit; without one the dialog grants a user a plan. */
  subscription?: AdminSubscription;
}

/** Grants a user a plan (gateway none), or changes a subscription's plan, status or dates. */
export function SubscriptionFormDialog({
  isOpen,
  onOpenChange,
  subscription,
}: SubscriptionFormDialogProps) {
  const { trans } = useTrans();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog>
        <DialogTitle>
          {subscription ? trans('Edit subscription') : trans('Add subscription')}
        </DialogTitle>
        <DialogBody>
          <SubscriptionForm subscription={subscription} onDone={() => onOpenChange(false)} />
        </DialogBody>
      </Dialog>
    </Modal>
  );
}

/** The form, mounted with each opening so that it starts from the saved values. */
function SubscriptionForm({
  subscription,
  onDone,
}: {
  subscription?: AdminSubscription;
  onDone: () => void;
}) {
  const { trans } = useTrans();
  const timeZone = useTimeZone();
  const { hasPermission } = usePermissions();
  const priceLabel = usePriceLabel();
  const plans = usePlanChoices();
  const save = useSaveSubscription();
  const form = useForm<SubscriptionFormValues>({
    defaultValues: subscriptionFormValues(subscription, timeZone),
  });
  const productId = useWatch({ control: form.control, name: 'product_id' });
  const plan = plans.find((p) => String(p.id) === productId);
  // A granted plan starts active or in a trial; a saved one may be set to any status.
  const statuses = subscription ? subscriptionStatuses : (['active', 'trialing'] as const);

  // Another plan: its first price, unless the chosen one is among its prices.
  useEffect(() => {
    if (!plan) return;
    const priceId = form.getValues('price_id');
    if (!plan.prices.some((price) => String(price.id) === priceId)) {
      const first = plan.prices[0];
      form.setValue('price_id', first ? String(first.id) : null);
    }
  }, [plan, form]);

  const showErrors = (errors: Record<string, string>) =>
    Object.entries(errors).forEach(([field, message], index) => {
      form.setError(
        field as keyof SubscriptionFormValues,
        { type: 'schema', message: trans(message) },
        { shouldFocus: index === 0 },
      );
    });
  const handlers = {
    onSuccess: () => {
      toast.positive(subscription ? trans('Subscription updated') : trans('Subscription added'));
      onDone();
    },
    onError: (error: unknown) => {
      if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
    },
  };
  const submit = form.handleSubmit((values) => {
    if (subscription) {
      const checked = checkSubscription(values, false);
      if (checked.ok) save.mutate({ id: subscription.id, body: checked.payload }, handlers);
      else showErrors(checked.errors);
    } else {
      const checked = checkSubscription(values, true);
      if (checked.ok) save.mutate({ body: checked.payload }, handlers);
      else showErrors(checked.errors);
    }
  });
  // An empty date field starts at today's midnight in the admin's zone, so what is typed is
  // a zoned date and time.
  const placeholder = toZoned(today(timeZone), timeZone);
  const dates = [
    { name: 'renews_at', label: trans('Renews'), description: trans('Empty: it does not renew.') },
    {
      name: 'ends_at',
      label: trans('Ends'),
      description: trans('Empty: it runs until cancelled.'),
    },
    { name: 'trial_ends_at', label: trans('Trial ends'), description: undefined },
  ] as const;

  return (
    <form noValidate className={adminStyles.form} onSubmit={submit}>
      {subscription ? (
        <PersonCell
          name={subscription.user.name}
          email={subscription.user.email}
          image={subscription.user.image}
        />
      ) : (
        <UserPicker form={form} canSearch={hasPermission('users.update')} />
      )}
      <FormSelect
        control={form.control}
        name="product_id"
        label={trans('Plan')}
        items={plans.map((p) => ({ id: String(p.id), name: p.name }))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </FormSelect>
      <FormSelect
        control={form.control}
        name="price_id"
        label={trans('Price')}
        items={(plan?.prices ?? []).map((price) => ({
          id: String(price.id),
          name: priceLabel(price),
        }))}
        isDisabled={!plan}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </FormSelect>
      <FormSelect
        control={form.control}
        name="status"
        label={trans('Status')}
        items={statuses.map((id) => ({ id, name: trans(STATUS_LABELS[id].label) }))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </FormSelect>
      <Text size="sm" tone="muted">
        {trans('Dates and times in {timeZone}.', { timeZone })}
      </Text>
      {dates.map(({ name, label, description }) => (
        <FormDatePicker
          key={name}
          control={form.control}
          name={name}
          label={label}
          description={description}
          granularity="minute"
          placeholderValue={placeholder}
        />
      ))}
      <FormActions
        onCancel={onDone}
        submitLabel={subscription ? undefined : trans('Add subscription')}
        isPending={save.isPending}
      />
    </form>
  );
}
