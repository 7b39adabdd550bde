import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditorProps } from './RichTextEditor';

// The editor's code (tiptap, ProseMirror) is its own chunk, fetched when this field first renders.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
