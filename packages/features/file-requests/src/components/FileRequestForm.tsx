import {
  FILE_REQUEST_DESCRIPTION_MAX,
  FILE_REQUEST_TITLE_MAX,
  type FileRequest,
} from '@coffer/contract';
import { applyServerFieldErrors, showHttpErrorToast, useTrans } from '@coffer/core';
import {
  FormDatePicker,
  FormPasswordField,
  FormSwitch,
  FormTextArea,
  FormTextField,
  useForm,
} from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { toast } from '@coffer/ui/Toast';
import {
  type CalendarDate,
  fromDate,
  getLocalTimeZone,
  toCalendarDate,
  today,
} from '@internationalized/date';
import { useEffect } from 'react';
import { useCreateFileRequest, useUpdateFileRequest } from '../api/file-requests';
import * as styles from './file-requests.css';

export interface FileRequestFormProps {
  /** The folder the request uploads into. */
  entryId: number;
  /** The request to edit; without it the form creates one. */
  request?: FileRequest;
  /** Called with the saved request. */
  onSaved: (request: FileRequest) => void;
  onCancel: () => void;
}

/** The deadline is the end of the chosen day, in the owner's time zone. */
export function endOfDay(date: CalendarDate, timeZone = getLocalTimeZone()): string {
  return new Date(date.add({ days: 1 }).toDate(timeZone).getTime() - 1).toISOString();
}

/** The calendar day of a stored deadline, in the owner's time zone. */
export function deadlineDay(deadline: string, timeZone = getLocalTimeZone()): CalendarDate {
  return toCalendarDate(fromDate(new Date(deadline), timeZone));
}

/** The form's values; `removePassword` is only offered while a password is set. */
interface FileRequestValues {
  title: string;
  description: string;
  deadline: CalendarDate | null;
  allowLateUploads: boolean;
  password: string;
  removePassword: boolean;
}

/**
 * Create or edit a file request: title, description, deadline (a day), late uploads and
 * password. Server field errors (422) show on their fields; any other failure in a toast.
 */
export function FileRequestForm({ entryId, request, onSaved, onCancel }: FileRequestFormProps) {
  const { trans } = useTrans();
  const create = useCreateFileRequest(entryId);
  const update = useUpdateFileRequest(entryId);
  const mutation = request ? update : create;
  const form = useForm<FileRequestValues>({
    defaultValues: {
      title: request?.title ?? '',
      description: request?.description ?? '',
      deadline: request?.deadline ? deadlineDay(request.deadline) : null,
      allowLateUploads: request?.allow_late_uploads ?? false,
      password: '',
      removePassword: false,
    },
  });
  const password = form.watch('password');
  const removePassword = form.watch('removePassword');
  // Typing a new password replaces the old one, so it is no longer being removed.
  useEffect(() => {
    if (password) form.setValue('removePassword', false);
  }, [form, password]);

  const submit = form.handleSubmit((values) => {
    const fields = {
      title: values.title,
      description: values.description.trim() || null,
      deadline: values.deadline ? endOfDay(values.deadline) : null,
      allowLateUploads: values.allowLateUploads,
      ...(values.password
        ? { password: values.password }
        : values.removePassword
          ? { password: null }
          : {}),
    };
    const handlers = {
      onSuccess: (data: { fileRequest: FileRequest }) => {
        toast.positive(request ? trans('File request saved.') : trans('File request created.'));
        onSaved(data.fileRequest);
      },
      onError: (error: unknown) => {
        if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
      },
    };
    if (request) update.mutate({ id: request.id, ...fields }, handlers);
    else create.mutate(fields, handlers);
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormTextField
        control={form.control}
        name="title"
        label={trans('Title')}
        autoFocus
        maxLength={FILE_REQUEST_TITLE_MAX}
        description={trans('Visitors see it at the top of the upload page.')}
        // FILE_REQUEST_MESSAGES.titleRequired, as a catalogue message.
        rules={{ required: trans('Enter a title.') }}
      />
      <FormTextArea
        control={form.control}
        name="description"
        label={trans('Description')}
        rows={3}
        maxLength={FILE_REQUEST_DESCRIPTION_MAX}
        description={trans('Optional: what to send, in what format.')}
      />
      <FormDatePicker
        control={form.control}
        name="deadline"
        label={trans('Deadline')}
        minValue={today(getLocalTimeZone())}
        description={trans('Uploads close at the end of this day. Leave empty for no deadline.')}
      />
      <FormSwitch control={form.control} name="allowLateUploads">
        {trans('Allow late uploads')}
      </FormSwitch>
      <FormPasswordField
        control={form.control}
        name="password"
        label={trans('Password')}
        autoComplete="new-password"
        description={
          request?.has_password && !removePassword
            ? trans('A password is set. Type a new one to replace it.')
            : trans('Optional: visitors must enter it before they can upload.')
        }
      />
      {request?.has_password && !password && (
        <FormSwitch control={form.control} name="removePassword">
          {trans('Remove the password')}
        </FormSwitch>
      )}
      <div className={styles.actions}>
        <Button variant="text" onPress={onCancel}>
          {trans('Cancel')}
        </Button>
        {/* Disabled rather than pending: the form closes on success, and a pending button's
            live announcement would outlive it. */}
        <Button type="submit" isDisabled={mutation.isPending}>
          {request ? trans('Save changes') : trans('Create request')}
        </Button>
      </div>
    </form>
  );
}
