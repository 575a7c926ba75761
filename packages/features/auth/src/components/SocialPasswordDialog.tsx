import { applyServerFieldErrors, showHttpErrorToast, useTrans } from '@coffer/core';
import { CurrentPasswordField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogFooter, DialogTitle } from '@coffer/ui/Dialog';
import type { OutletDialogProps } from '@coffer/ui/DialogOutlet';
import { Modal } from '@coffer/ui/Modal';
import { useSocialConnect } from '../api/social';
import type { BootstrapDataAnswer } from '../api/types';

interface ConnectForm {
  password: string;
}

/**
 * 'Password required' (spec §2.5): the social profile's email belongs to an existing
 * account, so its password must be given to connect the two. Resolves with the new
 * bootstrap data once connected.
 */
export function SocialPasswordDialog({ close }: OutletDialogProps<BootstrapDataAnswer>) {
  const { trans } = useTrans();
  const connect = useSocialConnect();
  const form = useForm<ConnectForm>({ defaultValues: { password: '' } });
  const submit = form.handleSubmit((values) =>
    connect.mutate(values, {
      onSuccess: (answer) => close(answer),
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
      },
    }),
  );
  return (
    <Modal size="sm">
      <Dialog showCloseButton={false}>
        <form onSubmit={submit} noValidate>
          <DialogTitle>{trans('Password required')}</DialogTitle>
          <DialogBody>
            <p>
              {trans(
                'An account with this email address already exists. Enter the password of that account to connect it.',
              )}
            </p>
            <CurrentPasswordField control={form.control} autoFocus />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onPress={() => close()}>
              {trans('Cancel')}
            </Button>
            <Button type="submit" isPending={connect.isPending}>
              {trans('Connect')}
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
    </Modal>
  );
}
