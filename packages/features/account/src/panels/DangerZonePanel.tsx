import { useLogout } from '@coffer/auth';
import { useTrans } from '@coffer/core';
import { AlertDialog } from '@coffer/ui/AlertDialog';
import { Button } from '@coffer/ui/Button';
import type { OutletDialogProps } from '@coffer/ui/DialogOutlet';
import { openDialog } from '@coffer/ui/DialogOutlet';
import { toast } from '@coffer/ui/Toast';
import { useDeleteAccount } from '../api/account';
import { usePasswordConfirmation } from '../api/password-confirmation';
import { Panel } from '../components/Panel';

function DeleteAccountDialog({ close }: OutletDialogProps<boolean>) {
  const { trans } = useTrans();
  return (
    <AlertDialog
      title={trans('Delete account?')}
      variant="destructive"
      confirmLabel={trans('Delete')}
      onConfirm={() => {
        close(true);
        // Closed through the outlet with the answer; the alert must not close it again.
        return false;
      }}
    >
      {trans('Your account, your files and everything else you own will be deleted forever.')}
    </AlertDialog>
  );
}

/** Delete account: ask, confirm the password, delete, 'Account deleted', log out (spec §4). */
export function DangerZonePanel({ userId }: { userId: number }) {
  const { trans } = useTrans();
  const { confirm } = usePasswordConfirmation();
  const remove = useDeleteAccount();
  const logout = useLogout();
  const start = async () => {
    if (!(await openDialog(DeleteAccountDialog, {}))) return;
    if (!(await confirm())) return;
    remove.mutate(userId, {
      onSuccess: () => {
        toast.positive(trans('Account deleted'));
        logout.mutate();
      },
    });
  };
  return (
    <Panel
      id="danger-zone"
      title={trans('Danger zone')}
      description={trans('Deleting your account removes your files and data for good.')}
      danger
    >
      <Button variant="danger" onPress={start} isPending={remove.isPending || logout.isPending}>
        {trans('Delete account')}
      </Button>
    </Panel>
  );
}
