import type { FileEntryUser, SharePermissions } from '@coffer/contract';
import { Avatar } from '@coffer/ui/Avatar';
import { Button } from '@coffer/ui/Button';
import { IconButton } from '@coffer/ui/IconButton';
import { Select, SelectItem } from '@coffer/ui/Select';
import { Text } from '@coffer/ui/Text';
import { VisuallyHidden } from '@coffer/ui/VisuallyHidden';
import { X } from 'lucide-react';
import * as styles from './sharing.css';

export const ROLES = [
  { id: 'view', name: 'Can view' },
  { id: 'edit', name: 'Can edit' },
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
  return (
    <ul className={styles.people}>
      {users.map((user) => (
        <li key={user.id} className={styles.row}>
          <Avatar name={user.name || user.email} src={user.image} size="sm" />
          <span className={styles.grow}>
            <Text truncate>{user.id === me ? `${user.name} (you)` : user.name}</Text>
            <Text size="sm" tone="muted" truncate>
              {user.email}
            </Text>
          </span>
          {user.owns_entry ? (
            <Text size="sm" tone="muted">
              Owner
            </Text>
          ) : canManage ? (
            <>
              <Select
                label={<VisuallyHidden>Permission of {user.name || user.email}</VisuallyHidden>}
                items={ROLES}
                selectedKey={user.entry_permissions.edit ? 'edit' : 'view'}
                onSelectionChange={(key) =>
                  onChange(user, { ...user.entry_permissions, edit: key === 'edit' })
                }
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
              <IconButton
                aria-label={
                  user.id === me ? 'Leave this share' : `Remove ${user.name || user.email}`
                }
                onPress={() => onRemove(user)}
              >
                <X size={16} />
              </IconButton>
            </>
          ) : user.id === me ? (
            <Button variant="outline" size="sm" onPress={() => onRemove(user)}>
              Leave
            </Button>
          ) : (
            <Text size="sm" tone="muted">
              {user.entry_permissions.edit ? 'Can edit' : 'Can view'}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}
