import type { AdminSubscription } from '@coffer/contract';
import { showHttpErrorToast, useTrans } from '@coffer/core';
import { AlertDialog } from '@coffer/ui/AlertDialog';
import { toast } from '@coffer/ui/Toast';
import { useCancelSubscription } from '../api/subscriptions';

export interface CancelSubscriptionDialogProps {
  /** The subscription to cancel; null keeps the dialog closed. */
  subscription: AdminSubscription | null;
  /** At once, or at the end of the paid period (the grace period). */
  immediately: boolean;
  onClose: () => void;
}

/** Confirms cancelling a subscription at its period's end, or at once. */
export function CancelSubscriptionDialog({
  subscription,
  immediately,
  onClose,
}: CancelSubscriptionDialogProps) {
  const { trans, formatDate } = useTrans();
  const cancel = useCancelSubscription();
  const name = subscription ? subscription.user.name || subscription.user.email : '';
  const periodEnd = subscription?.renews_at ?? subscription?.ends_at;
  return (
    <AlertDialog
      isOpen={subscription !== null}
      onOpenChange={(open) => !open && onClose()}
      variant={immediately ? 'destructive' : 'confirm'}
      title={
        immediately
          ? trans('End the subscription of {name} now?', { name })
          : trans('Cancel the subscription of {name}?', { name })
      }
      confirmLabel={immediately ? trans('Cancel immediately') : trans('Cancel at period end')}
      cancelLabel={trans('Keep it')}
      isPending={cancel.isPending}
      onConfirm={() => {
        if (!subscription) return undefined;
        cancel.mutate(
          { id: subscription.id, immediately },
          {
            onSuccess: () => {
              toast.positive(trans('Subscription cancelled'));
              onClose();
            },
            onError: (error) => showHttpErrorToast(error),
          },
        );
        return false;
      }}
    >
      {immediately
        ? trans('The plan stops at once and nothing more is billed.')
        : periodEnd
          ? trans('The plan stays until {date}, then stops; nothing more is billed.', {
              date: formatDate(periodEnd),
            })
          : trans('The plan stays until its paid period ends; nothing more is billed.')}
    </AlertDialog>
  );
}
