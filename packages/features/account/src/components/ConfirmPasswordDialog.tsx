import { authApi } from '@coffer/contract';
import { applyServerFieldErrors, showHttpErrorToast, useHttp, useTrans } from '@coffer/core';
import { CurrentPasswordField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogFooter, DialogTitle } from '@coffer/ui/Dialog';
import type { OutletDialogProps } from '@coffer/ui/DialogOutlet';
import { Modal } from '@coffer/ui/Modal';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { useMutation } from '@tanstack/react-query';
import { OWN_ERRORS } from '../api/account';

/** 'Confirm password': resolves `true` once the server accepted the password. */
export function ConfirmPasswordDialog({ close }: OutletDialogProps<boolean>) {
  const http = useHttp();
  const { trans } = useTrans();
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const confirm = useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: { password: string }) =>
      http.call(authApi.confirmPassword, { body: payload }),
  });
  const submit = form.handleSubmit((values) =>
    confirm.mutate(values, {
      onSuccess: () => close(true),
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
      },
    }),
  );
  return (
    <Modal size="sm">
      <Dialog>
        <form onSubmit={submit} noValidate>
          <DialogTitle>{trans('Confirm password')}</DialogTitle>
          <DialogBody>
            <Stack gap="md">
              <Text as="p">
                {trans('For your security, please confirm your password to continue.')}
              </Text>
              <CurrentPasswordField control={form.control} autoFocus />
            </Stack>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onPress={() => close(false)}>
              {trans('Cancel')}
            </Button>
            {/* Disabled rather than pending: a pending button that unmounts on success leaves
                React Aria's live announcement pointing at a missing label. */}
            <Button type="submit" isDisabled={confirm.isPending}>
              {trans('Confirm')}
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
    </Modal>
  );
}
