import { useTrans } from '@coffer/core';
import { IconButton } from '@coffer/ui/IconButton';
import { Toolbar } from '@coffer/ui/Toolbar';
import type { Editor } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Table,
  TableColumnsSplit,
  TableRowsSplit,
  Trash2,
  Undo2,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import * as styles from './editor.css';
import { UrlDialog } from './UrlDialog';

export interface EditorToolbarProps {
  editor: Editor;
  /** The toolbar's name. */
  label: string;
}

/** The editor's formatting controls: one Tab stop, arrow keys between them (React Aria's toolbar). */
export function EditorToolbar({ editor, label }: EditorToolbarProps) {
  const { trans } = useTrans();
  const [asking, setAsking] = useState<'link' | 'image' | null>(null);
  const chain = () => editor.chain().focus();
  const inTable = editor.isActive('table');
  return (
    <>
      <Toolbar aria-label={label} className={styles.toolbar}>
        <Tool
          label={trans('Heading')}
          isActive={editor.isActive('heading', { level: 2 })}
          onPress={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 />
        </Tool>
        <Tool
          label={trans('Subheading')}
          isActive={editor.isActive('heading', { level: 3 })}
          onPress={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 />
        </Tool>
        <Tool
          label={trans('Bold')}
          isActive={editor.isActive('bold')}
          onPress={() => chain().toggleBold().run()}
        >
          <Bold />
        </Tool>
        <Tool
          label={trans('Italic')}
          isActive={editor.isActive('italic')}
          onPress={() => chain().toggleItalic().run()}
        >
          <Italic />
        </Tool>
        <Tool
          label={trans('Bulleted list')}
          isActive={editor.isActive('bulletList')}
          onPress={() => chain().toggleBulletList().run()}
        >
          <List />
        </Tool>
        <Tool
          label={trans('Numbered list')}
          isActive={editor.isActive('orderedList')}
          onPress={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered />
        </Tool>
        <Tool
          label={trans('Quote')}
          isActive={editor.isActive('blockquote')}
          onPress={() => chain().toggleBlockquote().run()}
        >
          <Quote />
        </Tool>
        <Tool
          label={trans('Code')}
          isActive={editor.isActive('code')}
          onPress={() => chain().toggleCode().run()}
        >
          <Code />
        </Tool>
        <Tool
          label={trans('Code block')}
          isActive={editor.isActive('codeBlock')}
          onPress={() => chain().toggleCodeBlock().run()}
        >
          <SquareCode />
        </Tool>
        <Tool
          label={trans('Link')}
          isActive={editor.isActive('link')}
          onPress={() => setAsking('link')}
        >
          <Link2 />
        </Tool>
        <Tool label={trans('Image')} onPress={() => setAsking('image')}>
          <ImagePlus />
        </Tool>
        <Tool label={trans('Divider')} onPress={() => chain().setHorizontalRule().run()}>
          <Minus />
        </Tool>
        <Tool
          label={trans('Table')}
          isActive={inTable}
          onPress={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
          isDisabled={inTable}
        >
          <Table />
        </Tool>
        {inTable && (
          <>
            <Tool label={trans('Add row')} onPress={() => chain().addRowAfter().run()}>
              <TableRowsSplit />
            </Tool>
            <Tool label={trans('Add column')} onPress={() => chain().addColumnAfter().run()}>
              <TableColumnsSplit />
            </Tool>
            <Tool label={trans('Delete table')} onPress={() => chain().deleteTable().run()}>
              <Trash2 />
            </Tool>
          </>
        )}
        <Tool
          label={trans('Undo')}
          onPress={() => chain().undo().run()}
          isDisabled={!editor.can().undo()}
        >
          <Undo2 />
        </Tool>
        <Tool
          label={trans('Redo')}
          onPress={() => chain().redo().run()}
          isDisabled={!editor.can().redo()}
        >
          <Redo2 />
        </Tool>
      </Toolbar>
      <UrlDialog
        kind={asking}
        initialUrl={asking === 'link' ? (editor.getAttributes('link').href ?? '') : ''}
        onClose={() => {
          setAsking(null);
          editor.commands.focus();
        }}
        onSubmit={({ url, alt }) => {
          if (asking === 'image') chain().setImage({ src: url, alt }).run();
          else if (!url) chain().extendMarkRange('link').unsetLink().run();
          else chain().extendMarkRange('link').setLink({ href: url }).run();
        }}
      />
    </>
  );
}

function Tool({
  label,
  isActive,
  isDisabled,
  onPress,
  children,
}: {
  label: string;
  isActive?: boolean;
  isDisabled?: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      size="sm"
      variant={isActive ? 'secondary' : 'text'}
      aria-pressed={isActive === undefined ? undefined : isActive}
      isDisabled={isDisabled}
      onPress={onPress}
    >
      <span aria-hidden className={styles.toolIcon}>
        {children}
      </span>
    </IconButton>
  );
}
