import type { FileEntryUser, ShareInvitation, SharePermissions } from '@coffer/contract';
import { defineMessage, useTrans } from '@coffer/core';
import { Avatar } from '@coffer/ui/Avatar';
import { Button } from '@coffer/ui/Button';
import { IconButton } from '@coffer/ui/IconButton';
import { Select, SelectItem } from '@coffer/ui/Select';
import { Text } from '@coffer/ui/Text';
import { VisuallyHidden } from '@coffer/ui/VisuallyHidden';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import * as styles from './sharing.css';

export const ROLES = [
  { id: 'view', name: defineMessage('Can view') },
  { id: 'edit', name: defineMessage('Can edit') },
] as const;

export interface PeopleWithAccessProps {
  /** Owner first, then sharees (the entry's `users`). */
  users: FileEntryUser[];
  /** The signed-in user's id (they may leave a share made with them). */
  me: number | null;
  /** May the viewer change or remove others' access? */
  canManage: boolean;
  onChange: (user: FileEntryUser, permissions: SharePermissions) => void;
  onRemove: (user: FileEntryUser) => void;
}

/** The people with access: role to change, remove, or 'Leave' for the signed-in sharee. */
export function PeopleWithAccess({
  users,
  me,
  canManage,
  onChange,
  onRemove,
}: PeopleWithAccessProps) {
  const { trans } = useTrans();
  return (
    <ul className={styles.people}>
      {users.map((user) => (
        <li key={user.id} className={styles.row}>
          <Avatar name={user.name || user.email} src={user.image} size="sm" />
          <span className={styles.grow}>
            <Text truncate>
              {user.id === me ? trans('{name} (you)', { name: user.name }) : user.name}
            </Text>
            <Text size="sm" tone="muted" truncate>
              {user.email}
            </Text>
          </span>
          {user.owns_entry ? (
            <Text size="sm" tone="muted">
              {trans('Owner')}
            </Text>
          ) : canManage ? (
            <>
              <Select
                label={
                  <VisuallyHidden>
                    {trans('Permission of {name}', { name: user.name || user.email })}
                  </VisuallyHidden>
                }
                items={ROLES}
                selectedKey={user.entry_permissions.edit ? 'edit' : 'view'}
                onSelectionChange={(key) =>
                  onChange(user, { ...user.entry_permissions, edit: key === 'edit' })
                }
              >
                {(item) => <SelectItem id={item.id}>{trans(item.name)}</SelectItem>}
              </Select>
              <IconButton
                aria-label={
                  user.id === me
                    ? trans('Leave this share')
                    : trans('Remove {name}', { name: user.name || user.email })
                }
                onPress={() => onRemove(user)}
              >
                <X size={16} />
              </IconButton>
            </>
          ) : user.id === me ? (
            <Button variant="outline" size="sm" onPress={() => onRemove(user)}>
              {trans('Leave')}
            </Button>
          ) : (
            <Text size="sm" tone="muted">
              {user.entry_permissions.edit ? trans('Can edit') : trans('Can view')}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}

export interface WaitingInvitationsProps {
  /** The shares waiting for addresses nobody has proven yet, newest first. */
  invitations: ShareInvitation[];
  /** The address whose invitation is being withdrawn (pressing its button again does nothing). */
  withdrawing: string | null;
  onWithdraw: (email: string) => void;
}

/**
 * Invitations to addresses without a proven account, under the people with access: the
 * address, the role it will get, and a button to withdraw it. After a withdrawal focus
 * moves to the next invitation's button, or to the email field when none is left, so a
 * keyboard user is never dropped on the page's body.
 */
export function WaitingInvitations({
  invitations,
  withdrawing,
  onWithdraw,
}: WaitingInvitationsProps) {
  const { trans } = useTrans();
  const anchor = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ email: string; index: number } | null>(null);
  useEffect(() => {
    const pending = refocus.current;
    if (!pending || invitations.some((i) => i.email === pending.email)) return;
    refocus.current = null;
    const buttons = anchor.current?.querySelectorAll<HTMLElement>('li button') ?? [];
    const next =
      buttons[Math.min(pending.index, buttons.length - 1)] ??
      anchor.current?.closest('[role="dialog"]')?.querySelector<HTMLElement>('input[type="email"]');
    next?.focus();
  }, [invitations]);
  return (
    <div ref={anchor}>
      {invitations.length > 0 && (
        <ul className={styles.people} aria-label={trans('Invitations waiting for sign-up')}>
          {invitations.map((invitation, index) => (
            <li key={invitation.email} className={styles.row}>
              <Avatar name={invitation.email} size="sm" />
              <span className={styles.grow}>
                <Text truncate>{invitation.email}</Text>
                <Text size="sm" tone="muted" truncate>
                  {trans('Invited — waiting for sign-up')}
                </Text>
              </span>
              <Text size="sm" tone="muted">
                {invitation.permissions.edit ? trans('Can edit') : trans('Can view')}
              </Text>
              <IconButton
                aria-label={trans('Withdraw the invitation to {email}', {
                  email: invitation.email,
                })}
                onPress={() => {
                  // Not disabled while it waits: a disabled button would drop the focus.
                  if (withdrawing === invitation.email) return;
                  refocus.current = { email: invitation.email, index };
                  onWithdraw(invitation.email);
                }}
              >
                <X size={16} />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
