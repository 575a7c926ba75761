import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, placeholder as placeholderText } from '@codemirror/view';
import { Text } from '@coffer/ui/Text';
import { vars } from '@coffer/ui/theme';
import { useEffect, useId, useRef } from 'react';
import * as styles from './code-editor.css';

export interface CodeEditorProps {
  /** The editor's visible label, which names its text box too. */
  label: string;
  description?: string;
  language: 'css' | 'html';
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  errorMessage?: string;
}

/** The kit's colours and fonts for CodeMirror, so it follows the theme (light or dark). */
const theme = EditorView.theme({
  '&': {
    color: vars.color.text,
    backgroundColor: vars.color.background,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.sizeSm,
  },
  '&.cm-focused': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  '.cm-content': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    caretColor: vars.color.text,
    minHeight: '12rem',
  },
  '.cm-gutters': {
    backgroundColor: vars.color.surface,
    color: vars.color.textMuted,
    borderInlineEnd: `1px solid ${vars.color.border}`,
  },
  '.cm-placeholder': { color: vars.color.textMuted },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: vars.color.secondaryHover,
  },
  '.cm-cursor': { borderInlineStartColor: vars.color.text },
});

/**
 * A code editor (CodeMirror 6) for custom CSS or HTML: line numbers, undo, bracket matching,
 * the language's indentation (and closing tags for HTML). Tab leaves the editor as it leaves
 * any field, so a keyboard user is never trapped in it.
 */
export function CodeEditor({
  label,
  description,
  language,
  value,
  onChange,
  placeholder,
  errorMessage,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const labelId = useId();
  const helpId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is made once; `value` is synced below.
  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          indentOnInput(),
          bracketMatching(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          language === 'css' ? css() : html(),
          theme,
          placeholder ? placeholderText(placeholder) : [],
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({
            'aria-labelledby': labelId,
            ...(description || errorMessage ? { 'aria-describedby': helpId } : {}),
            'aria-multiline': 'true',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [language]);

  // A value changed from outside (saved, reset) replaces the text.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return (
    <div className={styles.field}>
      <Text id={labelId} weight="medium">
        {label}
      </Text>
      <div ref={host} className={styles.host} />
      <div id={helpId}>
        {description && (
          <Text size="sm" tone="muted">
            {description}
          </Text>
        )}
        {errorMessage && (
          <Text as="div" size="sm" tone="danger">
            {errorMessage}
          </Text>
        )}
      </div>
    </div>
  );
}
