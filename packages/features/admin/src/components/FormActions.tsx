import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import * as styles from './admin.css';

export interface FormActionsProps {
  /** Leaves the form without saving. */
  onCancel: () => void;
  /** The submit button's label (translated). @default 'Save' */
  submitLabel?: string;
  /** While the form's request runs. @default false */
  isPending?: boolean;
}

/** An admin form's end: Cancel, then its submit button. */
export function FormActions({ onCancel, submitLabel, isPending = false }: FormActionsProps) {
  const { trans } = useTrans();
  return (
    <div className={styles.actions}>
      <Button variant="text" onPress={onCancel}>
        {trans('Cancel')}
      </Button>
      <Button type="submit" isPending={isPending}>
        {submitLabel ?? trans('Save')}
      </Button>
    </div>
  );
}
