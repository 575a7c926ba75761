import { APPEARANCE_EDITOR_FRAME_ID } from '@coffer/contract';
import { isAppearanceEditorActive, isHttpError, throwPageError, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { Link } from '@coffer/ui/Link';
import { toast } from '@coffer/ui/Toast';
import { ArrowLeft } from 'lucide-react';
import { Navigate, Outlet } from 'react-router';
import { useAppearance, useSaveAppearance } from '../api/appearance';
import * as styles from './editor.css';
import {
  AppearanceEditorProvider,
  useAppearanceEditor,
  useAppearanceEditorControls,
} from './state';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/** The app in preview mode, which the editor shows beside its sections. */
export const PREVIEW_URL = '/?appearanceEditor=true';

export interface AppearanceEditorProps {
  /**
   * The page the preview frame opens first.
   * @default PREVIEW_URL
   */
  previewUrl?: string;
}

/**
 * `/admin/appearance` (appearance.update, spec §2.4): the sections' panel (the section
 * routes' outlet) beside a frame running the app in preview mode. Inside that frame the
 * editor does not open again: the frame goes home instead.
 */
export function AppearanceEditorScreen({ previewUrl = PREVIEW_URL }: AppearanceEditorProps) {
  if (isAppearanceEditorActive()) return <Navigate to="/" replace />;
  return <LoadedEditor previewUrl={previewUrl} />;
}

function LoadedEditor({ previewUrl }: { previewUrl: string }) {
  const query = useAppearance();
  throwPageError(query);
  if (!query.data) return <DelayedSpinner />;
  return (
    <AppearanceEditorProvider initial={query.data}>
      <EditorLayout previewUrl={previewUrl} />
    </AppearanceEditorProvider>
  );
}

/** The editor's changes under `changes.…`, as the sections name their fields. */
function saveErrors(error: unknown): Record<string, string> {
  if (!isHttpError(error) || error.status !== 422) return {};
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(error.payload.errors ?? {})) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (typeof message === 'string') errors[key.replace(/^changes\./, '')] = message;
  }
  return errors;
}

function EditorLayout({ previewUrl }: { previewUrl: string }) {
  const { trans } = useTrans();
  const { isDirty } = useAppearanceEditor();
  const { changes, markSaved, setErrors, resync } = useAppearanceEditorControls();
  const save = useSaveAppearance();

  const onSave = () => {
    save.mutate(changes(), {
      onSuccess: (response) => {
        markSaved(response);
        toast.positive(trans('Changes saved'));
      },
      onError: (error) => setErrors(saveErrors(error)),
    });
  };

  return (
    <div className={styles.editor}>
      <header className={styles.bar}>
        <div className={styles.barStart}>
          <Link variant="standalone" href="/admin">
            <span className={styles.back}>
              <ArrowLeft size={16} aria-hidden="true" />
              {trans('Admin area')}
            </span>
          </Link>
          <Heading level={1} size="md">
            {trans('Appearance')}
          </Heading>
        </div>
        <Button onPress={onSave} isDisabled={!isDirty} isPending={save.isPending}>
          {isDirty ? trans('Save') : trans('Saved')}
        </Button>
      </header>
      <aside className={styles.sidebar} aria-label={trans('Appearance sections')}>
        <Outlet />
      </aside>
      <iframe
        id={APPEARANCE_EDITOR_FRAME_ID}
        className={styles.frame}
        src={previewUrl}
        title={trans('Preview')}
        onLoad={resync}
      />
      <UnsavedChangesGuard isDirty={isDirty} />
    </div>
  );
}
