/** The page at the width of its client (phone or desktop), each widget sortable and selectable. */
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Empty, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageDocument, Widget } from '@/schemas/decoration/page-document';
import { PageRenderer } from '../PageRenderer';
import { PREVIEW_WIDTH, type ClientType } from '../model/server-page';

export const CANVAS_ID = 'canvas';
/** A handle is grabbed; touch moves drag it rather than scroll the page. */
const HANDLE_STYLE = { cursor: 'grab', touchAction: 'none' } as const;

interface ItemProps {
  widget: Widget;
  index: number;
  count: number;
  selected: boolean;
  children: ReactNode;
  onSelect: (id: string) => void;
  onMove: (id: string, to: number) => void;
  onRemove: (id: string) => void;
}

function SortableWidget({ widget, index, count, selected, children, onSelect, onMove, onRemove }: ItemProps) {
  const { t } = useTranslation('decoration');
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: widget.id });
  const name = t(`widget.${widget.type}`, { defaultValue: widget.type });
  return (
    <div
      ref={setNodeRef}
      data-testid="canvas-widget"
      data-type={widget.type}
      onClick={(event) => {
        // The canvas around it clears the selection.
        event.stopPropagation();
        onSelect(widget.id);
      }}
      // The selected widget stands above its neighbours: a short one (a divider) has its tools hanging
      // over the next widget, which would otherwise cover them.
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.5 : 1, position: 'relative', zIndex: selected || isDragging ? 2 : undefined, outline: selected ? '2px solid var(--ant-color-primary)' : '1px dashed transparent', cursor: 'pointer' }}
    >
      {children}
      {selected && (
        <Space size={2} style={{ position: 'absolute', top: 2, right: 2, zIndex: 1, background: '#fff', boxShadow: '0 1px 4px rgba(0,0,0,.2)' }} onClick={(e) => e.stopPropagation()}>
          <Tooltip title={t('editor.drag')}>
            <Button
              size="small"
              type="text"
              icon={<HolderOutlined />}
              aria-label={t('editor.dragWidget', { name })}
              {...attributes}
              {...listeners}
              onPointerDown={(event) => {
                // A press on the handle starts a drag, not a text selection across the page. dnd-kit
                // ignores a press whose default is already prevented: it hears it first.
                listeners?.onPointerDown?.(event);
                event.preventDefault();
              }}
              style={HANDLE_STYLE}
            />
          </Tooltip>
          <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('editor.moveUp')} disabled={index === 0} onClick={() => onMove(widget.id, index - 1)} />
          <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('editor.moveDown')} disabled={index === count - 1} onClick={() => onMove(widget.id, index + 1)} />
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('editor.remove')} onClick={() => onRemove(widget.id)} />
        </Space>
      )}
    </div>
  );
}

interface CanvasProps {
  doc: PageDocument;
  client: ClientType;
  selected: string | null;
  onSelect: (id: string | null) => void;
  onMove: (id: string, to: number) => void;
  onRemove: (id: string) => void;
}

export function Canvas({ doc, client, selected, onSelect, onMove, onRemove }: CanvasProps) {
  const { t } = useTranslation('decoration');
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID });
  return (
    <main style={{ flex: 1, overflow: 'auto', background: '#f0f2f5', padding: 24 }} onClick={() => onSelect(null)}>
      <div
        ref={setNodeRef}
        data-testid="canvas"
        aria-label={t('editor.canvas')}
        style={{ width: PREVIEW_WIDTH[client], maxWidth: '100%', minHeight: 480, margin: '0 auto', background: '#fff', boxShadow: isOver ? '0 0 0 2px var(--ant-color-primary)' : '0 2px 8px rgba(0,0,0,.08)' }}
      >
        <SortableContext items={doc.widgets.map((w) => w.id)} strategy={verticalListSortingStrategy}>
          <PageRenderer
            doc={doc}
            client={client}
            wrap={(widget, content, index) => (
              <SortableWidget key={widget.id} widget={widget} index={index} count={doc.widgets.length} selected={selected === widget.id} onSelect={onSelect} onMove={onMove} onRemove={onRemove}>
                {content}
              </SortableWidget>
            )}
          />
        </SortableContext>
        {doc.widgets.length === 0 && <Empty style={{ paddingTop: 120 }} description={t('editor.emptyPage')} />}
      </div>
    </main>
  );
}
