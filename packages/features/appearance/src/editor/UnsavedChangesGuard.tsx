import { useTrans } from '@coffer/core';
import { AlertDialog } from '@coffer/ui/AlertDialog';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { EDITOR_PATH } from './SectionPanel';

/**
 * Asks before leaving the editor with unsaved changes: a route outside it (the kit's
 * confirm dialog) or the window itself (the browser's own question, `beforeunload`). Moving
 * between the editor's sections keeps the changes and asks nothing.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const { trans } = useTrans();
  const blocker = useBlocker(
    ({ nextLocation }) =>
      isDirty &&
      nextLocation.pathname !== EDITOR_PATH &&
      !nextLocation.pathname.startsWith(`${EDITOR_PATH}/`),
  );

  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  return (
    <AlertDialog
      isOpen={blocker.state === 'blocked'}
      title={trans('Leave without saving?')}
      variant="destructive"
      confirmLabel={trans('Leave')}
      cancelLabel={trans('Stay')}
      onConfirm={() => {
        blocker.proceed?.();
        return undefined;
      }}
      onCancel={() => blocker.reset?.()}
    >
      {trans('Your changes to the appearance are not saved yet.')}
    </AlertDialog>
  );
}
