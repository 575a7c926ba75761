import { useTrans } from '@coffer/core';
import { Text } from '@coffer/ui/Text';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { EditorToolbar } from './EditorToolbar';
import * as styles from './editor.css';

export interface RichTextEditorProps {
  /** The field's label. */
  label: string;
  /** The HTML to start from; later changes of it (a reset) replace the content. */
  value: string;
  /** Called with the HTML after each change. */
  onChange: (html: string) => void;
  /** A server message for the field. */
  errorMessage?: string;
}

/**
 * A custom page's body (Tiptap, ADR 0027): headings, bold and italic, lists, quotes, links,
 * images, inline code and code blocks, tables, undo and redo, from a toolbar that is one Tab
 * stop (arrow keys move in it) or their usual shortcuts. Writes HTML, which the server
 * sanitises when it is saved.
 */
export function RichTextEditor({ label, value, onChange, errorMessage }: RichTextEditorProps) {
  const { trans } = useTrans();
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['mailto'] },
      }),
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(errorMessage ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class: styles.content,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  // A value from outside (the saved page loaded, a reset) replaces what is shown.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={styles.field}>
      <Text weight="medium" size="sm" id={labelId}>
        {label}
      </Text>
      <div className={styles.frame} data-invalid={errorMessage ? true : undefined}>
        {editor && <EditorToolbar editor={editor} label={trans('Formatting')} />}
        <EditorContent editor={editor} />
      </div>
      {errorMessage && (
        <Text size="sm" tone="danger" id={errorId}>
          {errorMessage}
        </Text>
      )}
    </div>
  );
}
