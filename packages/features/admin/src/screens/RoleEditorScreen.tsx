import { type Role, rolePayloadSchema, roleTypes } from '@coffer/contract';
import { applyServerFieldErrors, showHttpErrorToast, throwPageError, useTrans } from '@coffer/core';
import { FormSelect, FormSwitch, FormTextArea, FormTextField, useForm } from '@coffer/core/forms';
import { Heading } from '@coffer/ui/Heading';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import { SelectItem } from '@coffer/ui/Select';
import { toast } from '@coffer/ui/Toast';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePermissionCatalogue, useRole, useSaveRole } from '../api/roles';
import * as styles from '../components/admin.css';
import { FormActions } from '../components/FormActions';
import { PermissionPicker } from '../components/PermissionPicker';
import {
  type Grants,
  grantsOf,
  ROLE_TYPE_LABELS,
  type RoleFormValues,
  roleFormValues,
  rolePayload,
} from '../components/role-form';
import { AdminPage } from '../layout/AdminPage';

const ROLES_PATH = '/admin/roles';

/** `/admin/roles/new` and `/admin/roles/:roleId/edit` (roles.update). */
export function RoleEditorScreen() {
  const { trans } = useTrans();
  const { roleId } = useParams();
  const id = roleId === undefined ? undefined : Number(roleId);
  const role = useRole(id);
  const catalogue = usePermissionCatalogue();
  throwPageError(role);
  throwPageError(catalogue);
  const ready = catalogue.data && (id === undefined || role.data);
  return (
    <AdminPage title={id === undefined ? trans('Add role') : trans('Edit role')}>
      {ready ? (
        <RoleForm
          key={id ?? 'new'}
          role={role.data?.role}
          catalogue={catalogue.data?.permissions ?? []}
        />
      ) : (
        <ProgressCircle isIndeterminate aria-label={trans('Loading')} />
      )}
    </AdminPage>
  );
}

function RoleForm({
  role,
  catalogue,
}: {
  role?: Role;
  catalogue: NonNullable<ReturnType<typeof usePermissionCatalogue>['data']>['permissions'];
}) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const save = useSaveRole();
  const form = useForm<RoleFormValues>({ defaultValues: roleFormValues(role) });
  const [grants, setGrants] = useState<Grants>(() => grantsOf(role, catalogue));

  const submit = form.handleSubmit((values) => {
    const body = rolePayload(values, grants, catalogue);
    const checked = rolePayloadSchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      if (issue && field in values) {
        form.setError(
          field as keyof RoleFormValues,
          { type: 'schema', message: trans(issue.message) },
          { shouldFocus: true },
        );
      } else if (issue) toast.danger(trans(issue.message));
      return;
    }
    save.mutate(
      { id: role?.id, body },
      {
        onSuccess: () => {
          toast.positive(role ? trans('Role updated') : trans('Role created'));
          navigate(ROLES_PATH);
        },
        onError: (error) => {
          if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
        },
      },
    );
  });

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <FormTextField control={form.control} name="name" label={trans('Name')} autoFocus />
      <FormTextArea control={form.control} name="description" label={trans('Description')} />
      <FormSelect
        control={form.control}
        name="type"
        label={trans('Type')}
        items={roleTypes.map((type) => ({ id: type }))}
      >
        {(item) => <SelectItem id={item.id}>{trans(ROLE_TYPE_LABELS[item.id])}</SelectItem>}
      </FormSelect>
      <FormSwitch control={form.control} name="default">
        {trans('Give to new users')}
      </FormSwitch>
      <FormSwitch control={form.control} name="guests">
        {trans('Give to guests (visitors who are not signed in)')}
      </FormSwitch>
      <Heading level={2} size="md">
        {trans('Permissions')}
      </Heading>
      <PermissionPicker catalogue={catalogue} grants={grants} onChange={setGrants} />
      <FormActions onCancel={() => navigate(ROLES_PATH)} isPending={save.isPending} />
    </form>
  );
}
