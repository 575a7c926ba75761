import type { FileEntry, FileEntryUser, SharePermissions } from '@coffer/contract';
import { applyServerFieldErrors, useBootstrap, useTrans } from '@coffer/core';
import {
  Controller,
  FormSelect,
  FormSwitch,
  type UseFormReturn,
  useForm,
} from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogFooter, DialogTitle } from '@coffer/ui/Dialog';
import { SelectItem } from '@coffer/ui/Select';
import { Tag, TagGroup } from '@coffer/ui/TagGroup';
import { Text } from '@coffer/ui/Text';
import { TextField } from '@coffer/ui/TextField';
import { toast } from '@coffer/ui/Toast';
import { type FormEvent, type KeyboardEvent, type Ref, useRef, useState } from 'react';
import {
  useChangePermissions,
  useShareEntry,
  useShareInvitations,
  useShareSuggestions,
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

/**
 * Share an entry with people: emails become chips (Enter, comma or space, or a suggested
 * person picked, when the site suggests addresses), a role and the
 * download right apply to all of them; the people with access are listed owner first,
 * with their role to change, a remove button, and 'Leave' for the signed-in sharee. Those
 * who may share also see the invitations waiting for addresses nobody has proven yet, and
 * may withdraw them.
 */
export function ShareDialog({ entry, onEntryChange, onLeft }: ShareDialogProps) {
  const { trans } = useTrans();
  const me = useBootstrap((d) => d.user?.id ?? null);
  const [current, setCurrent] = useState(entry);
  const form = useForm<ShareValues>({
    defaultValues: { emails: [], role: 'view', download: true },
  });
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

  const draft = useEmailDraft(form);
  const send = form.handleSubmit(({ emails, role, download }) =>
    share.mutate(
      { emails, permissions: { view: true, edit: role === 'edit', download } },
      {
        onSuccess: (data) => {
          update(data.fileEntry);
          form.reset({ emails: [], role, download });
          toast.positive(
            data.invited.length
              ? trans('Shared. Invitations sent to {count}.', { count: data.invited.length })
              : trans('Shared.'),
          );
        },
        // A 422 → the addresses' field (`emails.2` speaks for the list); any other failure
        // gets the generic toast from the mutation cache.
        onError: (error) => applyServerFieldErrors(form, error),
      },
    ),
  );
  // The address still being typed joins the list first; a malformed one stops the submit.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (draft.commit({ focus: true })) return send(event);
    event.preventDefault();
  };
  const setPermissions = (user: FileEntryUser, permissions: SharePermissions) =>
    change.mutate({ userId: user.id, permissions }, { onSuccess: (d) => update(d.fileEntry) });
  const remove = (user: FileEntryUser) =>
    unshare.mutate(user.id === me ? 'me' : user.id, {
      onSuccess: (data) => {
        if (user.id === me) {
          toast.positive(trans('You left the share.'));
          onLeft?.();
        } else if (data.fileEntries[0]) update(data.fileEntries[0]);
      },
    });
  const withdraw = (email: string) =>
    withdrawal.mutate(email, { onSuccess: () => toast.positive(trans('Invitation withdrawn.')) });

  return (
    <Dialog className={styles.dialog}>
      <form noValidate className={styles.dialogForm} onSubmit={submit}>
        <DialogTitle>{trans('Share “{name}”', { name: current.name })}</DialogTitle>
        <DialogBody>
          {canManage && (
            <>
              <EmailsField form={form} draft={draft} />
              <div className={styles.row}>
                <FormSelect
                  control={form.control}
                  name="role"
                  label={trans('Permission')}
                  items={ROLES}
                >
                  {(item) => <SelectItem id={item.id}>{trans(item.name)}</SelectItem>}
                </FormSelect>
                <FormSwitch control={form.control} name="download">
                  {trans('Download allowed')}
                </FormSwitch>
              </div>
            </>
          )}
          <Text as="p" weight="medium">
            {trans('People with access')}
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
            {trans('Close')}
          </Button>
          {canManage && (
            <Button type="submit" isPending={share.isPending}>
              {trans('Share')}
            </Button>
          )}
        </DialogFooter>
      </form>
    </Dialog>
  );
}

/** The share form's values, named as the API names them (and its 422 `errors`). */
interface ShareValues {
  emails: string[];
  role: 'view' | 'edit';
  download: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address being typed, and how it joins the list of addresses to invite. */
type EmailDraft = ReturnType<typeof useEmailDraft>;

function useEmailDraft(form: UseFormReturn<ShareValues>) {
  const { trans } = useTrans();
  const [value, setValue] = useState('');
  const add = (address: string) => {
    const emails = form.getValues('emails');
    if (!emails.includes(address)) form.setValue('emails', [...emails, address]);
    form.clearErrors('emails');
    setValue('');
  };
  return {
    value,
    change(next: string) {
      setValue(next);
      form.clearErrors('emails');
    },
    /**
     * Adds the typed address to the list; false, with the error on the field, when it is no
     * address. On submit the field takes the focus; on leaving it, the focus goes on.
     */
    commit({ focus = false } = {}): boolean {
      const address = value.trim().replace(/,$/, '');
      if (!address) return true;
      if (!EMAIL.test(address)) {
        const message = trans('“{address}” is not a valid email address.', { address });
        form.setError('emails', { type: 'validate', message }, { shouldFocus: focus });
        return false;
      }
      add(address);
      return true;
    },
    /** Adds an address (a suggested person's) to the list, and clears what was typed. */
    add,
  };
}

/**
 * The addresses to invite, bound in place (only this form has such a field): chips, and the
 * input where each is typed; its error (a malformed address, none at all, the server's)
 * shows under the input, which takes the focus.
 */
function EmailsField({ form, draft }: { form: UseFormReturn<ShareValues>; draft: EmailDraft }) {
  const { trans } = useTrans();
  const suggested = useShareSuggestions(draft.value);
  const suggestionsRef = useRef<HTMLUListElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter with nothing typed submits the form.
    if (!draft.value.trim() || ![',', ' ', 'Enter'].includes(event.key)) return;
    event.preventDefault();
    draft.commit();
  };
  return (
    <Controller
      control={form.control}
      name="emails"
      rules={{
        validate: (emails) => emails.length > 0 || trans('Enter at least one email address.'),
      }}
      render={({ field, fieldState }) => (
        <>
          {field.value.length > 0 && (
            <TagGroup
              aria-label={trans('People to invite')}
              onRemove={(keys) => field.onChange(field.value.filter((e) => !keys.has(e)))}
            >
              {field.value.map((email) => (
                <Tag key={email} id={email}>
                  {email}
                </Tag>
              ))}
            </TagGroup>
          )}
          <div ref={(element) => field.ref(element?.querySelector('input') ?? null)}>
            <TextField
              label={trans('Add people by email')}
              type="email"
              value={draft.value}
              onChange={draft.change}
              onKeyDown={onKeyDown}
              onBlur={(event) => {
                // Going to a suggestion picks it: the half-typed text is no address to check.
                if (!suggestionsRef.current?.contains(event.relatedTarget as Node | null)) {
                  draft.commit();
                }
                field.onBlur();
              }}
              isInvalid={Boolean(fieldState.error)}
              errorMessage={fieldState.error?.message}
              description={trans('Press Enter after each address.')}
            />
          </div>
          <SuggestedPeople
            listRef={suggestionsRef}
            people={suggested.filter((person) => !field.value.includes(person.email))}
            onPick={(email) => {
              draft.add(email);
              form.setFocus('emails');
            }}
          />
        </>
      )}
    />
  );
}

/** The people suggested for what is typed (`useShareSuggestions`); pressing one adds them. */
function SuggestedPeople({
  people,
  listRef,
  onPick,
}: {
  people: Array<{ id: number; name: string; email: string }>;
  listRef: Ref<HTMLUListElement>;
  onPick: (email: string) => void;
}) {
  const { trans } = useTrans();
  if (people.length === 0) return null;
  return (
    <ul ref={listRef} aria-label={trans('Suggested people')} className={styles.suggestions}>
      {people.map((person) => (
        <li key={person.id}>
          <Button variant="text" size="sm" onPress={() => onPick(person.email)}>
            {trans('Add {name} ({email})', { name: person.name, email: person.email })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
