import { type AdminUser, createUserPayloadSchema, updateUserPayloadSchema } from '@coffer/contract';
import { applyServerFieldErrors, showHttpErrorToast, usePermissions, useTrans } from '@coffer/core';
import {
  Controller,
  FormPasswordField,
  FormSwitch,
  FormTextField,
  type UseFormReturn,
  useForm,
} from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Checkbox } from '@coffer/ui/Checkbox';
import { CheckboxGroup } from '@coffer/ui/CheckboxGroup';
import { Dialog, DialogBody, DialogTitle } from '@coffer/ui/Dialog';
import { Modal } from '@coffer/ui/Modal';
import { toast } from '@coffer/ui/Toast';
import { useAllRoles } from '../api/roles';
import { useCreateUser, useUpdateUser } from '../api/users';
import * as styles from './admin.css';

export interface UserFormValues {
  email: string;
  name: string;
  password: string;
  roles: string[];
  email_verified: boolean;
}

export interface UserFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The user to edit; without one the dialog adds a user. */
  user?: AdminUser;
}

/** Adds a user, or edits one (a password given replaces theirs). */
export function UserFormDialog({ isOpen, onOpenChange, user }: UserFormDialogProps) {
  const { trans } = useTrans();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog>
        <DialogTitle>{user ? trans('Edit user') : trans('Add user')}</DialogTitle>
        <DialogBody>
          <UserForm user={user} onDone={() => onOpenChange(false)} />
        </DialogBody>
      </Dialog>
    </Modal>
  );
}

/** The form, mounted with each opening so that it starts from the user's saved values. */
function UserForm({ user, onDone }: { user?: AdminUser; onDone: () => void }) {
  const { trans } = useTrans();
  const roles = useAllRoles({ enabled: usePermissions().hasPermission('roles.update') });
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useForm<UserFormValues>({
    defaultValues: {
      email: user?.email ?? '',
      name: user?.name ?? '',
      password: '',
      roles: user?.roles.map((role) => String(role.id)) ?? [],
      email_verified: user ? user.email_verified_at !== null : true,
    },
  });

  const submit = form.handleSubmit((values) => {
    const payload = {
      email: values.email,
      name: values.name || undefined,
      password: values.password || undefined,
      roles: values.roles.map(Number),
      email_verified: values.email_verified,
    };
    // The contract's own rules first, with the server's wording.
    const checked = (user ? updateUserPayloadSchema : createUserPayloadSchema).safeParse(payload);
    if (!checked.success) {
      showIssues(form, checked.error, trans);
      return;
    }
    const handlers = {
      onSuccess: () => {
        toast.positive(user ? trans('User updated') : trans('User created'));
        onDone();
      },
      onError: (error: unknown) => {
        if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
      },
    };
    if (user) update.mutate({ id: user.id, body: payload }, handlers);
    else create.mutate({ ...payload, password: payload.password ?? '' }, handlers);
  });

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label={trans('Email')}
        autoFocus
      />
      <FormTextField control={form.control} name="name" label={trans('Name')} />
      <FormPasswordField
        control={form.control}
        name="password"
        label={trans('Password')}
        autoComplete="new-password"
        description={user ? trans('Leave empty to keep the current password.') : undefined}
      />
      {roles.data && roles.data.pagination.data.length > 0 && (
        <Controller
          control={form.control}
          name="roles"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              label={trans('Roles')}
              value={field.value}
              onChange={field.onChange}
              isInvalid={Boolean(fieldState.error)}
              errorMessage={fieldState.error?.message}
              orientation="horizontal"
            >
              {roles.data.pagination.data
                .filter((role) => role.type === 'sitewide' && !role.guests)
                .map((role) => (
                  <Checkbox key={role.id} value={String(role.id)}>
                    {role.name}
                  </Checkbox>
                ))}
            </CheckboxGroup>
          )}
        />
      )}
      <FormSwitch control={form.control} name="email_verified">
        {trans('Email confirmed')}
      </FormSwitch>
      <div className={styles.actions}>
        <Button variant="text" onPress={onDone}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={(user ? update : create).isPending}>
          {user ? trans('Save') : trans('Add user')}
        </Button>
      </div>
    </form>
  );
}

/** The contract's failed checks on their fields, the first one focused. */
function showIssues(
  form: UseFormReturn<UserFormValues>,
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  trans: (message: string) => string,
) {
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const field = String(issue.path[0]) as keyof UserFormValues;
    if (seen.has(field)) continue;
    form.setError(
      field,
      { type: 'schema', message: trans(issue.message) },
      { shouldFocus: seen.size === 0 },
    );
    seen.add(field);
  }
}
