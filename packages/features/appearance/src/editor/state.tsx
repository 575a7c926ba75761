import {
  APPEARANCE_EDITOR_FRAME_ID,
  type AppearanceMessage,
  type AppearanceResponse,
  type AppearanceSection,
  type AppearanceValues,
  appearanceMessage,
  type ThemeFontFamily,
} from '@coffer/contract';
import {
  createContext,
  type JSX,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** A protocol message without its `source` (each type with its own fields). */
export type AppearanceMessageBody = AppearanceMessage extends infer M
  ? M extends AppearanceMessage
    ? Omit<M, 'source'>
    : never
  : never;

/** What every section of the editor reads and changes (the shell and C's sections share it). */
export interface AppearanceEditorState {
  /** The values with unsaved edits. */
  values: AppearanceValues;
  /** The values as last saved. */
  saved: AppearanceValues;
  /** The web fonts a theme can pick. */
  fonts: ThemeFontFamily[];
  isDirty: boolean;
  /** Replaces one section whole; the frame gets setValues (custom_code: setCustomCode). */
  setSection<K extends AppearanceSection>(key: K, value: AppearanceValues[K]): void;
  /** Posts to the frame: setThemeValue, setThemeFont, setActiveTheme, navigate. */
  post(message: AppearanceMessageBody): void;
  /** Field errors of the last save, path without `changes.` ('themes.all.0.name'). */
  errors: Record<string, string>;
}

/** The shell's part: what saving and the frame's (re)load need beside the sections' API. */
export interface AppearanceEditorControls {
  /** The sections whose values differ from the saved ones, each whole. */
  changes(): Partial<AppearanceValues>;
  /** After a save: the server's values become the saved (and shown) ones; errors cleared. */
  markSaved(response: AppearanceResponse): void;
  setErrors(errors: Record<string, string>): void;
  /** Posts the shown section's page and every unsaved section to the frame again (after it loaded). */
  resync(): void;
}

type Context = AppearanceEditorState & AppearanceEditorControls;

const EditorContext = createContext<Context | null>(null);

const SECTIONS = [
  'branding',
  'seo',
  'themes',
  'menus',
  'landing',
  'custom_code',
] as const satisfies readonly AppearanceSection[];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The editor's preview frame, when it is on the page. */
function frameWindow(): Window | null {
  const frame = document.getElementById(APPEARANCE_EDITOR_FRAME_ID);
  return frame instanceof HTMLIFrameElement ? frame.contentWindow : null;
}

/** Posts one protocol message to the preview frame, to its own (our) origin only. */
export function postToFrame(message: AppearanceMessageBody): void {
  frameWindow()?.postMessage(appearanceMessage(message), window.location.origin);
}

/** The messages that show one section's values in the frame. */
function sectionMessages<K extends AppearanceSection>(
  key: K,
  value: AppearanceValues[K],
  before?: AppearanceValues[K],
): AppearanceMessageBody[] {
  if (key === 'custom_code') {
    const code = value as AppearanceValues['custom_code'];
    const previous = before as AppearanceValues['custom_code'] | undefined;
    return (['css', 'html'] as const)
      .filter((mode) => !previous || previous[mode] !== code[mode])
      .map((mode) => ({ type: 'setCustomCode', mode, value: code[mode] }));
  }
  return [{ type: 'setValues', values: { [key]: value } }];
}

/**
 * The editor's state over the values it was given: unsaved edits by section, posted to the
 * preview frame as they happen. The editor's shell passes the server's answer; stories and
 * tests pass a fixture (no server).
 */
export function AppearanceEditorProvider({
  initial,
  children,
}: {
  initial: AppearanceResponse;
  children: ReactNode;
}): JSX.Element {
  const [saved, setSaved] = useState(initial.values);
  const [values, setValues] = useState(initial.values);
  const [fonts, setFonts] = useState(initial.fonts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const current = useRef({ values, saved });
  current.current = { values, saved };
  /** The page the shown section edits, sent again when the frame (re)loads. */
  const previewPath = useRef<string | null>(null);

  const post = useCallback((message: AppearanceMessageBody) => {
    if (message.type === 'navigate') previewPath.current = message.to;
    postToFrame(message);
  }, []);

  const setSection = useCallback(
    <K extends AppearanceSection>(key: K, value: AppearanceValues[K]) => {
      const before = current.current.values[key];
      const next = { ...current.current.values, [key]: value };
      current.current = { ...current.current, values: next };
      setValues(next);
      for (const message of sectionMessages(key, value, before)) postToFrame(message);
    },
    [],
  );

  const changes = useCallback(() => {
    const { values, saved } = current.current;
    const changed: Partial<AppearanceValues> = {};
    for (const key of SECTIONS) {
      if (!same(values[key], saved[key])) Object.assign(changed, { [key]: values[key] });
    }
    return changed;
  }, []);

  const markSaved = useCallback((response: AppearanceResponse) => {
    current.current = { values: response.values, saved: response.values };
    setSaved(response.values);
    setValues(response.values);
    setFonts(response.fonts);
    setErrors({});
  }, []);

  const resync = useCallback(() => {
    const { values, saved } = current.current;
    if (previewPath.current) postToFrame({ type: 'navigate', to: previewPath.current });
    for (const key of SECTIONS) {
      if (same(values[key], saved[key])) continue;
      for (const message of sectionMessages(key, values[key], saved[key])) postToFrame(message);
    }
  }, []);

  const isDirty = SECTIONS.some((key) => !same(values[key], saved[key]));

  const state = useMemo<Context>(
    () => ({
      values,
      saved,
      fonts,
      isDirty,
      setSection,
      post,
      errors,
      changes,
      markSaved,
      setErrors,
      resync,
    }),
    [values, saved, fonts, isDirty, setSection, post, errors, changes, markSaved, resync],
  );
  return <EditorContext.Provider value={state}>{children}</EditorContext.Provider>;
}

function useEditorContext(): Context {
  const state = useContext(EditorContext);
  if (!state) throw new Error('The appearance editor’s sections render inside its provider.');
  return state;
}

/** The editor's values, edits and frame messages, for a section. */
export function useAppearanceEditor(): AppearanceEditorState {
  return useEditorContext();
}

/** The shell's controls (save, the frame's reload). */
export function useAppearanceEditorControls(): AppearanceEditorControls {
  return useEditorContext();
}

/** Navigates the frame to the page a section edits while the section is shown. */
export function usePreviewPath(to: string): void {
  const { post } = useEditorContext();
  useEffect(() => {
    post({ type: 'navigate', to });
  }, [post, to]);
}
