import { applyServerFieldErrors, useBootstrap, useHumanCheckGate, useTrans } from '@coffer/core';
import { FormTextField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Heading } from '@coffer/ui/Heading';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUnsubscribe } from '../api/billing';
import * as styles from '../components/billing.css';
import { BILLING_TEXT } from '../messages';

/**
 * `/unsubscribe` (spec §2.2, §4, §5, §8), for any visitor: the account's phone (required),
 * the human check when the site runs it, then `POST unsubscribe`. The plan stops at the end
 * of its period: 'You have successfully unsubscribed.' and the date, or 'Subscription not
 * found.'. Arriving through a billing email's link, its `token` goes along: only the account
 * itself may unsubscribe.
 */
export function UnsubscribeScreen() {
  const { trans, formatDate } = useTrans();
  const phone = useBootstrap((data) => data.user?.phone ?? '');
  const [search] = useSearchParams();
  const token = search.get('token');
  const unsubscribe = useUnsubscribe();
  const humanCheck = useHumanCheckGate('unsubscribe');
  const [deactivation, setDeactivation] = useState<string | null>(null);
  const form = useForm<{ phone: string }>({ defaultValues: { phone } });

  const submit = form.handleSubmit(async (values) => {
    if (!(await humanCheck.pass())) return;
    unsubscribe.mutate(
      { phone: values.phone, ...(token ? { token } : {}) },
      {
        onSuccess: (answer) => {
          if (answer.status !== 'success') {
            toast.danger(trans(BILLING_TEXT.subscriptionNotFound));
            return;
          }
          toast.positive(trans(BILLING_TEXT.unsubscribed));
          setDeactivation(answer.deactivation_datetime);
        },
        onError: (error) => applyServerFieldErrors(form, error),
      },
    );
  });

  return (
    <div className={styles.narrowPage}>
      <Heading level={1} size="lg">
        {trans('Unsubscribe')}
      </Heading>
      {deactivation ? (
        <Text role="status">
          {trans('Your plan stays active until {date}. It will not renew.', {
            date: formatDate(deactivation),
          })}
        </Text>
      ) : (
        <>
          <Text>
            {trans(
              'Enter the phone number of your account to cancel its subscription. It stops at the end of the period you paid for.',
            )}
          </Text>
          <form
            onSubmit={submit}
            noValidate
            className={styles.form}
            aria-label={trans('Unsubscribe')}
          >
            <FormTextField
              control={form.control}
              name="phone"
              label={trans('Phone')}
              type="tel"
              autoComplete="tel"
              rules={{ required: trans('The phone field is required.') }}
            />
            <Button type="submit" isPending={humanCheck.checking || unsubscribe.isPending}>
              {trans('Unsubscribe')}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
