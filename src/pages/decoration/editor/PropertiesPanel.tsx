/** The selected widget's properties, on the shared pickers. */
import { Alert, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Widget } from '@/schemas/decoration/page-document';
import type { ClientType } from '../model/server-page';
import { dataOf, isKnownType, type WidgetType } from '../model/widgets';
import { WIDGET_VIEWS } from '../widgets';
import type { WidgetView } from '../widgets/types';

export function PropertiesPanel({ widget, client, onChange }: { widget: Widget | undefined; client: ClientType; onChange: (id: string, data: Record<string, unknown>) => void }) {
  const { t } = useTranslation('decoration');
  let body;
  if (!widget) body = <Empty description={t('editor.selectWidget')} />;
  else if (!isKnownType(widget.type)) body = <Alert type="warning" showIcon message={t('editor.unknownWidget', { type: widget.type || '?' })} description={t('editor.unknownKept')} />;
  else {
    const view = WIDGET_VIEWS[widget.type] as unknown as WidgetView<WidgetType>;
    body = <view.Properties key={widget.id} data={dataOf(widget.type, widget.data)} client={client} onChange={(patch) => onChange(widget.id, patch as Record<string, unknown>)} />;
  }
  return (
    <aside aria-label={t('editor.properties')} data-testid="properties" style={{ width: 340, padding: 16, overflowY: 'auto', borderLeft: '1px solid #f0f0f0' }}>
      <Typography.Title level={5}>{widget ? t(`widget.${widget.type}`, { defaultValue: widget.type }) : t('editor.properties')}</Typography.Title>
      {body}
    </aside>
  );
}
