import type { FileEntry, ShareableLink } from '@coffer/contract';
import { applyServerFieldErrors, useHttp, useSettings, useTrans } from '@coffer/core';
import {
  FormDatePicker,
  FormNumberField,
  FormPasswordField,
  FormSwitch,
  useForm,
} from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogFooter, DialogTitle } from '@coffer/ui/Dialog';
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
  const { trans } = useTrans();
  const query = useShareableLink(entry.id);
  const save = useSaveLink(entry.id);
  const remove = useDeleteLink(entry.id);
  const create = useCreateWithHumanCheck(() => save.mutate({}));
  const link = query.data?.link ?? null;
  return (
    <Dialog className={styles.dialog}>
      <DialogTitle>{trans('Share link to “{name}”', { name: entry.name })}</DialogTitle>
      <DialogBody>
        {query.isPending ? (
          <Text tone="muted">{trans('Loading…')}</Text>
        ) : link ? (
          <LinkSettings key={link.hash} link={link} entryId={entry.id} origin={origin} />
        ) : (
          <Text tone="muted">
            {trans(
              'There is no public link yet. Anyone with a link can open the entry without signing in.',
            )}
          </Text>
        )}
      </DialogBody>
      <DialogFooter>
        {link ? (
          <Button
            variant="danger"
            isPending={remove.isPending}
            onPress={() =>
              remove.mutate(undefined, { onSuccess: () => toast.positive(trans('Link removed.')) })
            }
          >
            {trans('Remove link')}
          </Button>
        ) : (
          !query.isPending && (
            <Button isPending={save.isPending || create.checking} onPress={create.run}>
              {trans('Create link')}
            </Button>
          )
        )}
        <Button variant="outline" slot="close">
          {trans('Close')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

/**
 * Runs `create` after the human check when the admin turned it on for public links
 * (`recaptcha.enable.link_creation`); the check's code loads only then. A failed check
 * says so and creates nothing.
 */
function useCreateWithHumanCheck(create: () => void) {
  const { trans } = useTrans();
  const http = useHttp();
  const guarded = useSettings().recaptcha.enable.link_creation;
  const [checking, setChecking] = useState(false);
  const run = async () => {
    if (!guarded) return create();
    setChecking(true);
    const passed = await import('@coffer/core/human-check')
      .then(({ passHumanCheck }) => passHumanCheck(http, 'link_creation'))
      .then(
        () => true,
        () => false,
      );
    setChecking(false);
    if (passed) create();
    else toast.danger(trans('Could not verify you are human.'));
  };
  return { checking, run: () => void run() };
}

/** The link settings form's values, named as the API names them (and its 422 `errors`). */
interface LinkSettingsValues {
  allowDownload: boolean;
  allowEdit: boolean;
  /** A new password; empty keeps the current one. */
  password: string;
  expiresAt: CalendarDate | null;
  downloadLimit: number | null;
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
  const { trans } = useTrans();
  const save = useSaveLink(entryId);
  const url = linkUrl(link.hash, origin);
  const form = useForm<LinkSettingsValues>({
    defaultValues: {
      allowDownload: link.allow_download,
      allowEdit: link.allow_edit,
      password: '',
      expiresAt: link.expires_at ? parseDate(link.expires_at.slice(0, 10)) : null,
      downloadLimit: link.download_limit,
    },
  });
  const [showLog, setShowLog] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.positive(trans('Link copied to clipboard.'));
    } catch {
      toast.danger(trans('Could not copy the link. Select it and copy it by hand.'));
    }
  };
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        update: true,
        allowDownload: values.allowDownload,
        allowEdit: values.allowEdit,
        expiresAt: values.expiresAt && endOfDay(values.expiresAt),
        downloadLimit: values.downloadLimit,
        ...(values.password ? { password: values.password } : {}),
      },
      {
        onSuccess: () => {
          form.reset({ ...values, password: '' });
          toast.positive(trans('Link settings saved.'));
        },
        // A 422 → its fields (a past expiry date, a limit out of range); any other failure
        // gets the generic toast from the mutation cache.
        onError: (error) => applyServerFieldErrors(form, error),
      },
    ),
  );

  return (
    <>
      <div className={styles.linkBox}>
        <div className={styles.grow}>
          <TextField label={trans('Link')} value={url} isReadOnly />
        </div>
        <Button onPress={copy}>{trans('Copy link')}</Button>
      </div>
      <form noValidate onSubmit={submit}>
        <div className={styles.row}>
          <FormSwitch control={form.control} name="allowDownload">
            {trans('Allow download')}
          </FormSwitch>
          <FormSwitch control={form.control} name="allowEdit">
            {trans('Allow editing')}
          </FormSwitch>
        </div>
        <FormPasswordField
          control={form.control}
          name="password"
          label={trans('Password')}
          autoComplete="new-password"
          description={
            link.has_password
              ? trans('A password is set. Type a new one to replace it.')
              : trans('Visitors must enter it before they see anything.')
          }
        />
        {link.has_password && (
          <Button
            variant="text"
            size="sm"
            onPress={() =>
              save.mutate(
                { update: true, password: null },
                { onSuccess: () => toast.positive(trans('Password removed.')) },
              )
            }
          >
            {trans('Remove password')}
          </Button>
        )}
        <FormDatePicker
          control={form.control}
          name="expiresAt"
          label={trans('Expires on')}
          minValue={today(getLocalTimeZone())}
          description={trans('Leave empty for a link that never expires.')}
        />
        <FormNumberField
          control={form.control}
          name="downloadLimit"
          label={trans('Download limit')}
          minValue={1}
          description={trans(
            '{count, plural, one {Downloaded # time. Leave empty for no limit.} other {Downloaded # times. Leave empty for no limit.}}',
            { count: link.download_count },
          )}
        />
        <Button type="submit" isPending={save.isPending}>
          {trans('Save settings')}
        </Button>
      </form>
      <Button variant="text" onPress={() => setShowLog((v) => !v)} aria-expanded={showLog}>
        {showLog ? trans('Hide access log') : trans('Show access log')}
      </Button>
      {showLog && <AccessLog entryId={entryId} />}
    </>
  );
}

/** The link works through the whole chosen day, in the owner's time zone. */
function endOfDay(date: CalendarDate) {
  return new Date(date.add({ days: 1 }).toDate(getLocalTimeZone()).getTime() - 1).toISOString();
}
