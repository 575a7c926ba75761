import { applyServerFieldErrors, useTrans } from '@coffer/core';
import { FormTextField, useForm } from '@coffer/core/forms';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { Text } from '@coffer/ui/Text';
import { BILLING_TEXT } from '../messages';
import * as styles from './billing.css';

export interface TestCardFormProps {
  /**
   * The button's label.
   * @default 'Pay'
   */
  submitLabel?: string;
  /** Sends the card; a 422 with `card_number` ('Your card was declined.') shows on the field. */
  onSubmit: (cardNumber: string) => Promise<unknown>;
}

/**
 * The test gateway's card (issue 27): 'Test mode', a 'Card number' field and a 'Pay' button.
 * No outside service is involved: `4242 4242 4242 4242` pays, `4000 0000 0000 0002` is
 * declined.
 */
export function TestCardForm({ submitLabel, onSubmit }: TestCardFormProps) {
  const { trans } = useTrans();
  const form = useForm<{ card_number: string }>({ defaultValues: { card_number: '' } });
  const submit = form.handleSubmit(async ({ card_number }) => {
    await onSubmit(card_number).catch((error: unknown) => {
      // Anything but a field error is the app's generic error toast (its mutation cache).
      applyServerFieldErrors(form, error);
    });
  });
  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label={trans('Card')}>
      <div>
        <Badge tone="primary">{trans(BILLING_TEXT.testMode)}</Badge>
      </div>
      <Text size="sm" tone="muted">
        {trans('No real payment is made. Use the card 4242 4242 4242 4242 to pay.')}
      </Text>
      <FormTextField
        control={form.control}
        name="card_number"
        label={trans(BILLING_TEXT.cardNumber)}
        inputMode="numeric"
        autoComplete="cc-number"
        rules={{
          required: trans('Enter a card number.'),
          pattern: { value: /^[\d\s-]{12,23}$/, message: trans('Enter a card number.') },
        }}
      />
      <Button type="submit" isPending={form.formState.isSubmitting}>
        {submitLabel ?? trans(BILLING_TEXT.pay)}
      </Button>
    </form>
  );
}
