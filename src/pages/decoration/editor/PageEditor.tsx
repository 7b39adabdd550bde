/**
 * The page editor of the decoration window: palette, canvas (the live preview at the client's width),
 * properties; undo/redo, local draft, save and publish. Its logic is the page model's
 * (`../model`); this file lays it out and routes drags and keys to it.
 */
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Alert, Button, Modal, Result, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { EyeOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '@/engine/list/use-phone';
import { PageRenderer } from '../PageRenderer';
import { unknownWidgets } from '../model/document';
import { PREVIEW_WIDTH } from '../model/server-page';
import type { WidgetType } from '../model/widgets';
import { Canvas, CANVAS_ID } from './Canvas';
import { dragAnnouncements } from './announcements';
import { editorCollision } from './collision';
import { pageOrderCoordinates } from './keyboard-move';
import { Palette, PALETTE_PREFIX } from './Palette';
import { PropertiesPanel } from './PropertiesPanel';
import { usePageEditor } from './use-page-editor';

const newId = () => `w${crypto.randomUUID().slice(0, 8)}`;

export default function PageEditor({ pageId }: { pageId: string }) {
  const { t } = useTranslation('decoration');
  const editor = usePageEditor(pageId);
  const { state, dispatch, record, load } = editor;
  const [previewing, setPreviewing] = useState(false);
  const phone = useIsPhone();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: pageOrderCoordinates }));

  useEffect(() => {
    document.title = record ? `${t('editor.title')} · ${record.page_name}` : t('editor.title');
  }, [record, t]);

  // Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z or Ctrl+Y redoes — not while typing in a field (the field's own undo).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!(event.ctrlKey || event.metaKey) || target?.closest('input, textarea, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
      else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);

  if (load.kind === 'loading') return <Spin fullscreen />;
  if (load.kind === 'failed' || !record)
    return <Result status="error" title={t(load.kind === 'failed' && load.unreadable ? 'editor.unreadable' : 'editor.loadFailed')} extra={<Button onClick={editor.reload}>{t('common:error.retry')}</Button>} />;

  // Palette, canvas and properties side by side need a tablet's width at least: a phone would lay them over
  // each other. What was edited stays (the local draft), for a wider screen.
  if (phone)
    return (
      <div data-testid="editor-wider">
        <Result status="info" title={t('editor.wider')} />
      </div>
    );

  const client = record.client_type === 'PC' ? 'PC' : 'MOBILE';
  const add = (type: WidgetType, index?: number) => dispatch({ type: 'add', widgetType: type, id: newId(), index });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const id = String(active.id);
    const overIndex = state.doc.widgets.findIndex((w) => w.id === over.id);
    const at = over.id === CANVAS_ID || overIndex < 0 ? state.doc.widgets.length : overIndex;
    if (id.startsWith(PALETTE_PREFIX)) add(id.slice(PALETTE_PREFIX.length) as WidgetType, at);
    else dispatch({ type: 'move', id, to: at });
  };
  const selected = state.doc.widgets.find((w) => w.id === state.selected);
  const kept = unknownWidgets(state.doc).length;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 16px', borderBottom: '1px solid #f0f0f0' }}>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="editor-title">{record.page_name}</Typography.Title>
        <Tag>{t(client === 'PC' ? 'editor.pc' : 'editor.mobile')}</Tag>
        <Tag color={record.publish_status === 'YES' ? 'green' : undefined} data-testid="publish-status">{t(record.publish_status === 'YES' ? 'page.published' : 'page.unpublished')}</Tag>
        {editor.dirty && <Typography.Text type="warning" data-testid="unsaved">{t('editor.unsaved')}</Typography.Text>}
        <Space style={{ marginLeft: 'auto' }}>
          <Tooltip title="Ctrl+Z"><Button icon={<UndoOutlined />} disabled={!editor.canUndo} onClick={() => dispatch({ type: 'undo' })}>{t('editor.undo')}</Button></Tooltip>
          <Tooltip title="Ctrl+Shift+Z"><Button icon={<RedoOutlined />} disabled={!editor.canRedo} onClick={() => dispatch({ type: 'redo' })}>{t('editor.redo')}</Button></Tooltip>
          <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)}>{t('editor.preview')}</Button>
          <Button loading={editor.saving} onClick={() => void editor.save(false)} data-testid="editor-save">{t('editor.save')}</Button>
          <Button type="primary" loading={editor.saving} onClick={() => void editor.save(true)} data-testid="editor-publish">{t('editor.publish')}</Button>
        </Space>
      </header>
      {editor.draft && (
        <Alert
          type="info"
          showIcon
          banner
          data-testid="draft-banner"
          message={t('editor.draftFound', { time: new Date(editor.draft.at).toLocaleString() })}
          action={
            <Space>
              <Button size="small" type="primary" onClick={editor.restoreDraft}>{t('editor.restoreDraft')}</Button>
              <Button size="small" onClick={editor.discardDraft}>{t('editor.discardDraft')}</Button>
            </Space>
          }
        />
      )}
      {kept > 0 && <Alert type="warning" showIcon banner message={t('editor.unknownCount', { count: kept })} />}
      <DndContext sensors={sensors} collisionDetection={editorCollision} accessibility={dragAnnouncements(t, state.doc.widgets)} onDragEnd={onDragEnd}>
        <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
          <Palette onAdd={(type) => add(type)} />
          <Canvas
            doc={state.doc}
            client={client}
            selected={state.selected}
            onSelect={(id) => dispatch({ type: 'select', id })}
            onMove={(id, to) => dispatch({ type: 'move', id, to })}
            onRemove={(id) => dispatch({ type: 'remove', id })}
          />
          <PropertiesPanel widget={selected} client={client} onChange={(id, data) => dispatch({ type: 'update', id, data })} />
        </div>
      </DndContext>
      <Modal open={previewing} footer={null} onCancel={() => setPreviewing(false)} width={PREVIEW_WIDTH[client] + 48} title={t('editor.preview')} destroyOnHidden>
        <div style={{ width: PREVIEW_WIDTH[client], maxWidth: '100%', margin: '0 auto' }} data-testid="preview">
          <PageRenderer doc={state.doc} client={client} />
        </div>
      </Modal>
    </div>
  );
}
