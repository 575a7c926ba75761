import { WORKSPACE_ROLE_EDITOR, workspaceRoles } from '@coffer/contract';
import { applyServerFieldErrors, useBootstrap, useTrans } from '@coffer/core';
import { Controller, FormTextField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogTitle } from '@coffer/ui/Dialog';
import { Heading } from '@coffer/ui/Heading';
import { Modal } from '@coffer/ui/Modal';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import { Radio, RadioGroup } from '@coffer/ui/RadioGroup';
import { toast } from '@coffer/ui/Toast';
import {
  useCancelInvite,
  useChangeInviteRole,
  useChangeMemberRole,
  useInviteMembers,
  useRemoveMember,
  useResendInvite,
  useWorkspaceDetails,
} from '../api/workspaces';
import { RoleMenu, roleName } from './RoleMenu';
import * as styles from './workspaces.css';

export interface ManageMembersDialogProps {
  workspaceId: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Members of a workspace: invite by email with a role, pending invites (change role,
 * resend, cancel), members (change role, remove). Read-only for those who may not manage.
 */
export function ManageMembersDialog({
  workspaceId,
  isOpen,
  onOpenChange,
}: ManageMembersDialogProps) {
  const { trans } = useTrans();
  const { data: workspace, isPending } = useWorkspaceDetails(isOpen ? workspaceId : null);
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog>
        <DialogTitle>
          {workspace ? trans('Members of {name}', { name: workspace.name }) : trans('Members')}
        </DialogTitle>
        <DialogBody>
          {isPending || !workspace ? (
            <ProgressCircle isIndeterminate aria-label={trans('Loading members')} />
          ) : (
            <div className={styles.form}>
              {workspace.abilities.manageMembers && <InviteForm workspaceId={workspaceId} />}
              {workspace.invites.length > 0 && (
                <Invites workspaceId={workspaceId} invites={workspace.invites} />
              )}
              <Members workspaceId={workspaceId} workspace={workspace} />
            </div>
          )}
        </DialogBody>
      </Dialog>
    </Modal>
  );
}

interface InviteValues {
  emails: string;
  roleId: string;
}

function InviteForm({ workspaceId }: { workspaceId: number }) {
  const { trans } = useTrans();
  const invite = useInviteMembers(workspaceId);
  const form = useForm<InviteValues>({
    defaultValues: { emails: '', roleId: String(WORKSPACE_ROLE_EDITOR) },
  });
  const submit = form.handleSubmit(({ emails, roleId }) =>
    invite.mutate(
      { emails: emails.split(/[\s,;]+/).filter(Boolean), roleId: Number(roleId) },
      {
        onSuccess: ({ invites, skipped }) => {
          form.resetField('emails');
          toast.positive(
            skipped.length
              ? trans('Invited {count}; already members or invited: {emails}', {
                  count: invites.length,
                  emails: skipped.join(', '),
                })
              : trans('{count, plural, one {Invited # person} other {Invited # people}}', {
                  count: invites.length,
                }),
          );
        },
        // An address the server refuses (`emails.2`) shows on the one field of addresses.
        onError: (error) => applyServerFieldErrors(form, error),
      },
    ),
  );
  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <FormTextField
        control={form.control}
        name="emails"
        label={trans('Invite by email')}
        description={trans('Separate addresses with commas.')}
        rules={{ required: trans('The emails field is required.') }}
      />
      <Controller
        control={form.control}
        name="roleId"
        render={({ field }) => (
          <RadioGroup
            label={trans('Role')}
            orientation="horizontal"
            value={field.value}
            onChange={field.onChange}
          >
            {workspaceRoles.map((role) => (
              <Radio key={role.id} value={String(role.id)}>
                {trans(roleName(role.id))}
              </Radio>
            ))}
          </RadioGroup>
        )}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={invite.isPending}>
          {trans('Invite')}
        </Button>
      </div>
    </form>
  );
}

function Invites({
  workspaceId,
  invites,
}: {
  workspaceId: number;
  invites: { id: string; email: string; role_id: number }[];
}) {
  const { trans } = useTrans();
  const changeRole = useChangeInviteRole(workspaceId);
  const resend = useResendInvite(workspaceId);
  const cancel = useCancelInvite(workspaceId);
  return (
    <section className={styles.section} aria-labelledby="pending-invites">
      <Heading level={3} size="xs" id="pending-invites">
        {trans('Pending invites')}
      </Heading>
      <ul className={styles.rows}>
        {invites.map((invite) => (
          <li key={invite.id} className={styles.row}>
            <span className={styles.who}>{invite.email}</span>
            <RoleMenu
              roleId={invite.role_id}
              subject={invite.email}
              onChange={(roleId) => changeRole.mutate({ inviteId: invite.id, roleId })}
            />
            <Button
              size="sm"
              variant="text"
              aria-label={trans('Resend invite to {email}', { email: invite.email })}
              onPress={() => resend.mutate(invite.id)}
            >
              {trans('Resend')}
            </Button>
            <Button
              size="sm"
              variant="text"
              aria-label={trans('Cancel invite to {email}', { email: invite.email })}
              onPress={() => cancel.mutate(invite.id)}
            >
              {trans('Cancel')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Members({
  workspaceId,
  workspace,
}: {
  workspaceId: number;
  workspace: NonNullable<ReturnType<typeof useWorkspaceDetails>['data']>;
}) {
  const { trans } = useTrans();
  const me = useBootstrap((data) => data.user?.id ?? null);
  const changeRole = useChangeMemberRole(workspaceId);
  const remove = useRemoveMember(workspaceId);
  const manage = workspace.abilities.manageMembers;
  return (
    <section className={styles.section} aria-labelledby="workspace-members">
      <Heading level={3} size="xs" id="workspace-members">
        {trans('Members ({count})', { count: workspace.members.length })}
      </Heading>
      <ul className={styles.rows}>
        {workspace.members.map((member) => {
          const editable = manage && !member.is_owner && member.id !== me;
          const subject = member.name || member.email;
          return (
            <li key={member.id} className={styles.row}>
              <span className={styles.who}>
                <span>{subject}</span>
                <span className={styles.muted}>{member.email}</span>
              </span>
              {editable ? (
                <>
                  <RoleMenu
                    roleId={member.role_id}
                    subject={subject}
                    onChange={(roleId) => changeRole.mutate({ userId: member.id, roleId })}
                  />
                  <Button
                    size="sm"
                    variant="text"
                    aria-label={trans('Remove {name}', { name: subject })}
                    onPress={() => remove.mutate(member.id)}
                  >
                    {trans('Remove')}
                  </Button>
                </>
              ) : (
                <span className={styles.muted}>
                  {member.is_owner ? trans('Owner') : trans(roleName(member.role_id))}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
