import type { AdminUser } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { MenuItem } from '@coffer/ui/Menu';
import { useNavigate } from 'react-router';
import { useImpersonate } from '../api/impersonation';
import { RowActionsMenu } from './RowActionsMenu';

export type UserAction = 'edit' | 'suspend' | 'unsuspend' | 'delete';

export interface UserRowActionsProps {
  user: AdminUser;
  /** The signed-in admin's own row: they cannot suspend or delete themselves here. */
  isSelf?: boolean;
  onAction: (action: UserAction, user: AdminUser) => void;
}

/**
 * A user row's menu: Edit, Suspend or Lift suspension, Impersonate (an active user, not
 * oneself; handled here: it leaves the admin area), Details (the user's page), Delete.
 */
export function UserRowActions({ user, isSelf = false, onAction }: UserRowActionsProps) {
  const { trans } = useTrans();
  const name = user.name || user.email;
  const impersonate = useImpersonate();
  const navigate = useNavigate();
  return (
    <RowActionsMenu
      name={name}
      disabledKeys={isSelf ? ['suspend', 'delete', 'impersonate'] : []}
      onAction={(key) => {
        if (key === 'details') navigate(`/admin/users/${user.id}`);
        else if (key === 'impersonate') impersonate.mutate(user.id);
        else onAction(key as UserAction, user);
      }}
    >
      <MenuItem id="edit">{trans('Edit')}</MenuItem>
      {user.banned_at ? (
        <MenuItem key="unsuspend" id="unsuspend">
          {trans('Lift suspension')}
        </MenuItem>
      ) : (
        <MenuItem key="suspend" id="suspend">
          {trans('Suspend')}
        </MenuItem>
      )}
      {user.banned_at ? null : <MenuItem id="impersonate">{trans('Impersonate')}</MenuItem>}
      <MenuItem id="details">{trans('Details')}</MenuItem>
      <MenuItem id="delete" variant="danger">
        {trans('Delete')}
      </MenuItem>
    </RowActionsMenu>
  );
}
