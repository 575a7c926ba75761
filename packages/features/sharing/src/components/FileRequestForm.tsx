import {
  FILE_REQUEST_DESCRIPTION_MAX,
  FILE_REQUEST_TITLE_MAX,
  type FileRequest,
} from '@coffer/contract';
import { isHttpError } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { DatePicker } from '@coffer/ui/DatePicker';
import { Form } from '@coffer/ui/Form';
import { PasswordField } from '@coffer/ui/PasswordField';
import { Switch } from '@coffer/ui/Switch';
import { TextArea } from '@coffer/ui/TextArea';
import { TextField } from '@coffer/ui/TextField';
import { toast } from '@coffer/ui/Toast';
import {
  type CalendarDate,
  fromDate,
  getLocalTimeZone,
  toCalendarDate,
  today,
} from '@internationalized/date';
import { useState } from 'react';
import { useCreateFileRequest, useUpdateFileRequest } from '../api/file-requests';
import * as styles from './sharing.css';

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

/**
 * Create or edit a file request: title, description, deadline (a day), late uploads and
 * password. Server field errors (422) show on their fields.
 */
export function FileRequestForm({ entryId, request, onSaved, onCancel }: FileRequestFormProps) {
  const create = useCreateFileRequest(entryId);
  const update = useUpdateFileRequest(entryId);
  const mutation = request ? update : create;
  const [title, setTitle] = useState(request?.title ?? '');
  const [description, setDescription] = useState(request?.description ?? '');
  const [deadline, setDeadline] = useState<CalendarDate | null>(
    request?.deadline ? deadlineDay(request.deadline) : null,
  );
  const [allowLate, setAllowLate] = useState(request?.allow_late_uploads ?? false);
  const [password, setPassword] = useState('');
  const [removePassword, setRemovePassword] = useState(false);
  const error = mutation.error;
  const serverErrors =
    isHttpError(error) && error.status === 422 ? (error.payload.errors ?? {}) : {};

  const submit = () => {
    const fields = {
      title,
      description: description.trim() || null,
      deadline: deadline ? endOfDay(deadline) : null,
      allowLateUploads: allowLate,
      ...(password ? { password } : removePassword ? { password: null } : {}),
    };
    const saved = (data: { fileRequest: FileRequest }) => {
      toast.positive(request ? 'File request saved.' : 'File request created.');
      onSaved(data.fileRequest);
    };
    if (request) update.mutate({ id: request.id, ...fields }, { onSuccess: saved });
    else create.mutate(fields, { onSuccess: saved });
  };

  return (
    <Form
      className={styles.form}
      validationErrors={serverErrors}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        name="title"
        label="Title"
        isRequired
        autoFocus
        maxLength={FILE_REQUEST_TITLE_MAX}
        value={title}
        onChange={setTitle}
        description="Visitors see it at the top of the upload page."
      />
      <TextArea
        name="description"
        label="Description"
        rows={3}
        maxLength={FILE_REQUEST_DESCRIPTION_MAX}
        value={description}
        onChange={setDescription}
        description="Optional: what to send, in what format."
      />
      <DatePicker
        name="deadline"
        label="Deadline"
        value={deadline}
        onChange={setDeadline}
        minValue={today(getLocalTimeZone())}
        description="Uploads close at the end of this day. Leave empty for no deadline."
      />
      <Switch name="allowLateUploads" isSelected={allowLate} onChange={setAllowLate}>
        Allow late uploads
      </Switch>
      <PasswordField
        name="password"
        label="Password"
        autoComplete="new-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          if (value) setRemovePassword(false);
        }}
        description={
          request?.has_password && !removePassword
            ? 'A password is set. Type a new one to replace it.'
            : 'Optional: visitors must enter it before they can upload.'
        }
      />
      {request?.has_password && !password && (
        <Switch isSelected={removePassword} onChange={setRemovePassword}>
          Remove the password
        </Switch>
      )}
      <div className={styles.actions}>
        <Button variant="text" onPress={onCancel}>
          Cancel
        </Button>
        {/* Disabled rather than pending: the form closes on success, and a pending button's
            live announcement would outlive it. */}
        <Button type="submit" isDisabled={mutation.isPending}>
          {request ? 'Save changes' : 'Create request'}
        </Button>
      </div>
    </Form>
  );
}
