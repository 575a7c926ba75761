import type { FileEntry, FileEntryUser, SharePermissions } from '@coffer/contract';
import { useBootstrap } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogFooter, DialogTitle } from '@coffer/ui/Dialog';
import { Select, SelectItem } from '@coffer/ui/Select';
import { Switch } from '@coffer/ui/Switch';
import { Tag, TagGroup } from '@coffer/ui/TagGroup';
import { Text } from '@coffer/ui/Text';
import { TextField } from '@coffer/ui/TextField';
import { toast } from '@coffer/ui/Toast';
import { type KeyboardEvent, useState } from 'react';
import {
  useChangePermissions,
  useShareEntry,
  useShareInvitations,
  useUnshare,
  useWithdrawInvitation,
} from '../api/sharing';
import { PeopleWithAccess, ROLES, WaitingInvitations } from './PeopleWithAccess';
import * as styles from './sharing.css';

export interface ShareDialogProps {
  /** The file or folder to share. */
  entry: FileEntry;
  /** Called with the entry after its people changed (to refresh the caller's copy). */
  onEntryChange?: (entry: FileEntry) => void;
  /** Called after the signed-in user left the share (the entry is gone for them). */
  onLeft?: () => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Share an entry with people: emails become chips (Enter, comma or space), a role and the
 * download right apply to all of them; the people with access are listed owner first,
 * with their role to change, a remove button, and 'Leave' for the signed-in sharee. Those
 * who may share also see the invitations waiting for addresses nobody has proven yet, and
 * may withdraw them.
 */
export function ShareDialog({ entry, onEntryChange, onLeft }: ShareDialogProps) {
  const me = useBootstrap((d) => d.user?.id ?? null);
  const [current, setCurrent] = useState(entry);
  const [draft, setDraft] = useState('');
  const [emails, setEmails] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [role, setRole] = useState<'view' | 'edit'>('view');
  const [download, setDownload] = useState(true);
  const share = useShareEntry(entry.id);
  const change = useChangePermissions(entry.id);
  const unshare = useUnshare(entry.id);
  const update = (next: FileEntry) => {
    setCurrent(next);
    onEntryChange?.(next);
  };
  const canManage = current.permissions['files.update'] === true;
  const invitations = useShareInvitations(entry.id, canManage);
  const withdrawal = useWithdrawInvitation(entry.id);

  const addDraft = () => {
    const value = draft.trim().replace(/,$/, '');
    if (!value) return true;
    if (!EMAIL.test(value)) {
      setError(`“${value}” is not a valid email address.`);
      return false;
    }
    setEmails((list) => (list.includes(value) ? list : [...list, value]));
    setDraft('');
    setError(null);
    return true;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === ' ') {
      if (draft.trim()) event.preventDefault();
      addDraft();
    }
  };
  const submit = () => {
    if (!addDraft()) return;
    const all = draft.trim() && EMAIL.test(draft.trim()) ? [...emails, draft.trim()] : emails;
    if (all.length === 0) {
      setError('Enter at least one email address.');
      return;
    }
    share.mutate(
      { emails: all, permissions: { view: true, edit: role === 'edit', download } },
      {
        onSuccess: (data) => {
          update(data.fileEntry);
          setEmails([]);
          toast.positive(
            data.invited.length ? `Shared. Invitations sent to ${data.invited.length}.` : 'Shared.',
          );
        },
      },
    );
  };
  const setPermissions = (user: FileEntryUser, permissions: SharePermissions) =>
    change.mutate({ userId: user.id, permissions }, { onSuccess: (d) => update(d.fileEntry) });
  const remove = (user: FileEntryUser) =>
    unshare.mutate(user.id === me ? 'me' : user.id, {
      onSuccess: (data) => {
        if (user.id === me) {
          toast.positive('You left the share.');
          onLeft?.();
        } else if (data.fileEntries[0]) update(data.fileEntries[0]);
      },
    });
  const withdraw = (email: string) =>
    withdrawal.mutate(email, { onSuccess: () => toast.positive('Invitation withdrawn.') });

  return (
    <Dialog className={styles.dialog}>
      <DialogTitle>Share “{current.name}”</DialogTitle>
      <DialogBody>
        {canManage && (
          <>
            {emails.length > 0 && (
              <TagGroup
                aria-label="People to invite"
                onRemove={(keys) => setEmails((list) => list.filter((e) => !keys.has(e)))}
              >
                {emails.map((email) => (
                  <Tag key={email} id={email}>
                    {email}
                  </Tag>
                ))}
              </TagGroup>
            )}
            <TextField
              label="Add people by email"
              type="email"
              value={draft}
              onChange={(value) => {
                setDraft(value);
                setError(null);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => addDraft()}
              isInvalid={error !== null}
              errorMessage={error ?? undefined}
              description="Press Enter after each address."
            />
            <div className={styles.row}>
              <Select
                label="Permission"
                items={ROLES}
                selectedKey={role}
                onSelectionChange={(key) => setRole(key === 'edit' ? 'edit' : 'view')}
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
              <Switch isSelected={download} onChange={setDownload}>
                Download allowed
              </Switch>
            </div>
          </>
        )}
        <Text as="p" weight="medium">
          People with access
        </Text>
        <PeopleWithAccess
          users={current.users}
          me={me}
          canManage={canManage}
          onChange={setPermissions}
          onRemove={remove}
        />
        {canManage && (
          <WaitingInvitations
            invitations={invitations.data?.invitations ?? []}
            withdrawing={withdrawal.isPending ? (withdrawal.variables ?? null) : null}
            onWithdraw={withdraw}
          />
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" slot="close">
          Close
        </Button>
        {canManage && (
          <Button onPress={submit} isPending={share.isPending}>
            Share
          </Button>
        )}
      </DialogFooter>
    </Dialog>
  );
}
