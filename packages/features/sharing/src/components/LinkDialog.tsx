import type { FileEntry, ShareableLink } from '@coffer/contract';
import { Button } from '@coffer/ui/Button';
import { DatePicker } from '@coffer/ui/DatePicker';
import { Dialog, DialogBody, DialogFooter, DialogTitle } from '@coffer/ui/Dialog';
import { NumberField } from '@coffer/ui/NumberField';
import { PasswordField } from '@coffer/ui/PasswordField';
import { Switch } from '@coffer/ui/Switch';
import { Text } from '@coffer/ui/Text';
import { TextField } from '@coffer/ui/TextField';
import { toast } from '@coffer/ui/Toast';
import { type CalendarDate, getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { useState } from 'react';
import { useDeleteLink, useSaveLink, useShareableLink } from '../api/sharing';
import { AccessLog } from './AccessLog';
import * as styles from './sharing.css';

export interface LinkDialogProps {
  /** The file or folder the public link opens. */
  entry: Pick<FileEntry, 'id' | 'name'>;
  /**
   * Origin of the link shown and copied.
   * @default window.location.origin
   */
  origin?: string;
}

/** The page address visitors open for a link hash. */
export function linkUrl(hash: string, origin = window.location.origin) {
  return `${origin}/drive/s/${hash}`;
}

/**
 * Create or remove an entry's public link, copy it (with a confirmation toast) and set its
 * password, expiry, download and edit rights and download limit; the owner's access log
 * opens below.
 */
export function LinkDialog({ entry, origin }: LinkDialogProps) {
  const query = useShareableLink(entry.id);
  const save = useSaveLink(entry.id);
  const remove = useDeleteLink(entry.id);
  const link = query.data?.link ?? null;
  return (
    <Dialog className={styles.dialog}>
      <DialogTitle>Share link to “{entry.name}”</DialogTitle>
      <DialogBody>
        {query.isPending ? (
          <Text tone="muted">Loading…</Text>
        ) : link ? (
          <LinkSettings key={link.hash} link={link} entryId={entry.id} origin={origin} />
        ) : (
          <Text tone="muted">
            There is no public link yet. Anyone with a link can open the entry without signing in.
          </Text>
        )}
      </DialogBody>
      <DialogFooter>
        {link ? (
          <Button
            variant="danger"
            isPending={remove.isPending}
            onPress={() =>
              remove.mutate(undefined, { onSuccess: () => toast.positive('Link removed.') })
            }
          >
            Remove link
          </Button>
        ) : (
          !query.isPending && (
            <Button isPending={save.isPending} onPress={() => save.mutate({})}>
              Create link
            </Button>
          )
        )}
        <Button variant="outline" slot="close">
          Close
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

function LinkSettings({
  link,
  entryId,
  origin,
}: {
  link: ShareableLink;
  entryId: number;
  origin?: string;
}) {
  const save = useSaveLink(entryId);
  const url = linkUrl(link.hash, origin);
  const [allowDownload, setAllowDownload] = useState(link.allow_download);
  const [allowEdit, setAllowEdit] = useState(link.allow_edit);
  const [password, setPassword] = useState('');
  const [expires, setExpires] = useState<CalendarDate | null>(
    link.expires_at ? parseDate(link.expires_at.slice(0, 10)) : null,
  );
  const [limit, setLimit] = useState<number>(link.download_limit ?? Number.NaN);
  const [showLog, setShowLog] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.positive('Link copied to clipboard.');
    } catch {
      toast.danger('Could not copy the link. Select it and copy it by hand.');
    }
  };
  const submit = () => {
    // The link works through the whole chosen day, in the owner's time zone.
    const expiresAt = expires
      ? new Date(expires.add({ days: 1 }).toDate(getLocalTimeZone()).getTime() - 1).toISOString()
      : null;
    save.mutate(
      {
        update: true,
        allowDownload,
        allowEdit,
        expiresAt,
        downloadLimit: Number.isNaN(limit) ? null : limit,
        ...(password ? { password } : {}),
      },
      {
        onSuccess: () => {
          setPassword('');
          toast.positive('Link settings saved.');
        },
      },
    );
  };

  return (
    <>
      <div className={styles.linkBox}>
        <div className={styles.grow}>
          <TextField label="Link" value={url} isReadOnly />
        </div>
        <Button onPress={copy}>Copy link</Button>
      </div>
      <Switch isSelected={allowDownload} onChange={setAllowDownload}>
        Allow download
      </Switch>
      <Switch isSelected={allowEdit} onChange={setAllowEdit}>
        Allow editing
      </Switch>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        description={
          link.has_password
            ? 'A password is set. Type a new one to replace it.'
            : 'Visitors must enter it before they see anything.'
        }
      />
      {link.has_password && (
        <Button
          variant="text"
          size="sm"
          onPress={() =>
            save.mutate(
              { update: true, password: null },
              { onSuccess: () => toast.positive('Password removed.') },
            )
          }
        >
          Remove password
        </Button>
      )}
      <DatePicker
        label="Expires on"
        value={expires}
        onChange={setExpires}
        minValue={today(getLocalTimeZone())}
        description="Leave empty for a link that never expires."
      />
      <NumberField
        label="Download limit"
        minValue={1}
        value={limit}
        onChange={setLimit}
        description={`Downloaded ${link.download_count} time(s). Leave empty for no limit.`}
      />
      <Button onPress={submit} isPending={save.isPending}>
        Save settings
      </Button>
      <Button variant="text" onPress={() => setShowLog((v) => !v)} aria-expanded={showLog}>
        {showLog ? 'Hide access log' : 'Show access log'}
      </Button>
      {showLog && <AccessLog entryId={entryId} />}
    </>
  );
}
