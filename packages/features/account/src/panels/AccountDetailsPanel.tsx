import type { UserDetails } from '@coffer/contract';
import { applyServerFieldErrors, showHttpErrorToast, useTrans } from '@coffer/core';
import { FormTextField, useForm } from '@coffer/core/forms';
import { Avatar } from '@coffer/ui/Avatar';
import { Button } from '@coffer/ui/Button';
import { FileTrigger } from '@coffer/ui/FileTrigger';
import { Inline } from '@coffer/ui/Inline';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { TextField } from '@coffer/ui/TextField';
import { toast } from '@coffer/ui/Toast';
import { useEffect, useState } from 'react';
import { useAvatar, useUpdateAccount } from '../api/account';
import * as styles from '../components/account.css';
import { Panel } from '../components/Panel';

interface DetailsForm {
  name: string;
  phone: string;
}

/** Name, avatar (uploaded, cropped square by the server), phone; the email is shown only. */
export function AccountDetailsPanel({ user }: { user: UserDetails }) {
  const { trans } = useTrans();
  const update = useUpdateAccount();
  const { upload, remove } = useAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const form = useForm<DetailsForm>({
    defaultValues: { name: user.name, phone: user.phone ?? '' },
  });

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { name: values.name, phone: values.phone || null },
      {
        onSuccess: () => toast.positive(trans('Account details updated')),
        onError: (error) => {
          if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
        },
      },
    ),
  );

  const pickAvatar = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => toast.positive(trans('Avatar updated')),
      onSettled: () => setPreview(null),
    });
  };

  return (
    <Panel
      id="account-details"
      title={trans('Account details')}
      description={trans('Your name, photo and contact details.')}
    >
      <Inline gap="lg" align="center" wrap>
        <Avatar name={user.name} src={preview ?? user.image} size="xl" />
        <Stack gap="sm">
          <Inline gap="sm" wrap>
            <FileTrigger
              acceptedFileTypes={['image/*']}
              onSelect={pickAvatar}
              isDisabled={upload.isPending}
            >
              {user.image ? trans('Change avatar') : trans('Upload avatar')}
            </FileTrigger>
            {user.image && (
              <Button variant="text" onPress={() => remove.mutate()} isPending={remove.isPending}>
                {trans('Remove avatar')}
              </Button>
            )}
          </Inline>
          <Text size="sm" tone="muted">
            {trans('JPG, PNG, WebP or GIF, up to 5 MB. It is cropped to a square.')}
          </Text>
        </Stack>
      </Inline>
      <form onSubmit={submit} noValidate className={styles.form}>
        <FormTextField
          control={form.control}
          name="name"
          label={trans('Name')}
          autoComplete="name"
          rules={{ required: trans('The name field is required.') }}
        />
        <TextField label={trans('Email')} value={user.email} isReadOnly type="email" />
        <FormTextField
          control={form.control}
          name="phone"
          label={trans('Phone')}
          type="tel"
          autoComplete="tel"
        />
        <Button type="submit" isPending={update.isPending}>
          {trans('Save')}
        </Button>
      </form>
    </Panel>
  );
}
