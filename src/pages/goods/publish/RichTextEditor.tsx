/** The PC detail editor (tiptap). Loaded lazily, only by the publish screen. */
import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from './body';

export interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
}

const EMPTY = '<p></p>';

export default function RichTextEditor({ id, value = '', onChange }: RichTextEditorProps) {
  const { t } = useTranslation('goodsPublish');
  const editor = useEditor({
    extensions: [StarterKit],
    content: sanitizeHtml(value),
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': t('intro.pc'), role: 'textbox', 'aria-multiline': 'true', style: 'min-height: 200px; padding: 8px 12px; outline: none;' } },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange?.(html === EMPTY ? '' : sanitizeHtml(html));
    },
  });

  // A value set from outside (loaded goods, restored local draft) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = sanitizeHtml(value);
    const current = editor.getHTML();
    if (next !== current && !(next === '' && current === EMPTY)) editor.commands.setContent(next || EMPTY, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
    }),
  });

  const tool = (key: string, label: string, on: boolean | undefined, run: () => void) => (
    <Tooltip title={t(`intro.tools.${key}`)} key={key}>
      <Button size="small" type={on ? 'primary' : 'default'} aria-label={t(`intro.tools.${key}`)} onMouseDown={(e) => e.preventDefault()} onClick={run}>
        {label}
      </Button>
    </Tooltip>
  );

  return (
    <div id={id} style={{ border: '1px solid #d9d9d9', borderRadius: 6 }} data-testid="rich-text-editor">
      <Space wrap size={4} style={{ padding: 6, borderBottom: '1px solid #f0f0f0', width: '100%' }}>
        {tool('bold', 'B', active?.bold, () => editor?.chain().focus().toggleBold().run())}
        {tool('italic', 'I', active?.italic, () => editor?.chain().focus().toggleItalic().run())}
        {tool('heading', 'H2', active?.h2, () => editor?.chain().focus().toggleHeading({ level: 2 }).run())}
        {tool('bullet', '•', active?.bullet, () => editor?.chain().focus().toggleBulletList().run())}
        {tool('ordered', '1.', active?.ordered, () => editor?.chain().focus().toggleOrderedList().run())}
        {tool('undo', '↶', false, () => editor?.chain().focus().undo().run())}
        {tool('redo', '↷', false, () => editor?.chain().focus().redo().run())}
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
