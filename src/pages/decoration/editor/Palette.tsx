/** The widget palette: drag a widget onto the page, or click it (or press Enter) to add it at the end. */
import { useDraggable } from '@dnd-kit/core';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PALETTE, type WidgetType } from '../model/widgets';

export const PALETTE_PREFIX = 'palette:';

function PaletteItem({ type, onAdd }: { type: WidgetType; onAdd: (type: WidgetType) => void }) {
  const { t } = useTranslation('decoration');
  const { setNodeRef, listeners, attributes } = useDraggable({ id: `${PALETTE_PREFIX}${type}` });
  return (
    <Button ref={setNodeRef} {...listeners} {...attributes} block onClick={() => onAdd(type)} data-testid={`palette-${type}`} style={{ marginBottom: 6, textAlign: 'left' }}>
      {t(`widget.${type}`)}
    </Button>
  );
}

export function Palette({ onAdd }: { onAdd: (type: WidgetType) => void }) {
  const { t } = useTranslation('decoration');
  return (
    <aside aria-label={t('editor.palette')} style={{ width: 168, padding: 12, overflowY: 'auto', borderRight: '1px solid #f0f0f0' }}>
      {PALETTE.map(({ group, types }) => (
        <section key={group}>
          <Typography.Text type="secondary" style={{ display: 'block', margin: '8px 0 4px' }}>{t(`editor.group.${group}`)}</Typography.Text>
          {types.map((type) => <PaletteItem key={type} type={type} onAdd={onAdd} />)}
        </section>
      ))}
    </aside>
  );
}
