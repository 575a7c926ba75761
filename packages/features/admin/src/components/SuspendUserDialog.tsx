import type { AdminUser } from '@coffer/contract';
import { applyServerFieldErrors, showHttpErrorToast, useTrans } from '@coffer/core';
import { FormDatePicker, FormTextArea, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import type { DatePicker } from '@coffer/ui/DatePicker';
import { Dialog, DialogBody, DialogTitle } from '@coffer/ui/Dialog';
import { Modal } from '@coffer/ui/Modal';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useSuspendUser } from '../api/users';
import * as styles from './admin.css';

/** A calendar date as the kit's DatePicker holds it. */
type DateValue = NonNullable<Parameters<typeof DatePicker>[0]['value']>;

interface SuspendValues {
  /** Named as the API names it, so that its field errors land here. */
  ban_until: DateValue | null;
  comment: string;
}

export interface SuspendUserDialogProps {
  /** The user to suspend; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
}

/** Suspends a user until a date (or until lifted), with an optional comment. */
export function SuspendUserDialog({ user, onClose }: SuspendUserDialogProps) {
  const { trans } = useTrans();
  return (
    <Modal isOpen={user !== null} onOpenChange={(open) => !open && onClose()} size="sm">
      <Dialog>
        <DialogTitle>{trans('Suspend user')}</DialogTitle>
        <DialogBody>{user && <SuspendForm user={user} onDone={onClose} />}</DialogBody>
      </Dialog>
    </Modal>
  );
}

function SuspendForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { trans } = useTrans();
  const suspend = useSuspendUser();
  const form = useForm<SuspendValues>({ defaultValues: { ban_until: null, comment: '' } });
  const submit = form.handleSubmit(({ ban_until, comment }) => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    suspend.mutate(
      {
        id: user.id,
        body: {
          ban_until: ban_until ? ban_until.toDate(zone).toISOString() : null,
          comment: comment.trim() || undefined,
        },
      },
      {
        onSuccess: () => {
          toast.positive(trans('Suspended {name}', { name: user.name || user.email }));
          onDone();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
        },
      },
    );
  });
  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <Text as="p">
        {trans('{name} will see only the suspended screen until the suspension ends.', {
          name: user.name || user.email,
        })}
      </Text>
      <FormDatePicker
        control={form.control}
        name="ban_until"
        label={trans('Suspended until')}
        description={trans('Leave empty to suspend until lifted.')}
      />
      <FormTextArea control={form.control} name="comment" label={trans('Comment')} />
      <div className={styles.actions}>
        <Button variant="text" onPress={onDone}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" variant="danger" isPending={suspend.isPending}>
          {trans('Suspend')}
        </Button>
      </div>
    </form>
  );
}
