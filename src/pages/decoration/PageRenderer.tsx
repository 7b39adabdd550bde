/** The page as the shop front shows it: the same renderer for the editor's canvas and its preview. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageDocument, Widget } from '@/schemas/decoration/page-document';
import type { ClientType } from './model/server-page';
import { dataOf, isKnownType, type WidgetType } from './model/widgets';
import { WIDGET_VIEWS } from './widgets';
import { EditingCanvas } from './widgets/Placeholder';
import type { WidgetView } from './widgets/types';

export function WidgetPreview({ widget, client }: { widget: Widget; client: ClientType }) {
  const { t } = useTranslation('decoration');
  if (!isKnownType(widget.type)) {
    return <div style={{ padding: 12, border: '1px dashed #faad14', color: '#ad6800' }}>{t('editor.unknownWidget', { type: widget.type || '?' })}</div>;
  }
  const view = WIDGET_VIEWS[widget.type] as unknown as WidgetView<WidgetType>;
  return <view.Preview data={dataOf(widget.type, widget.data)} client={client} />;
}

/** The page's widgets; `wrap` (the editor's canvas) makes each one editable, and shows empty ones as placeholders. */
export function PageRenderer({ doc, client, wrap }: { doc: PageDocument; client: ClientType; wrap?: (widget: Widget, content: ReactNode, index: number) => ReactNode }) {
  return (
    <EditingCanvas.Provider value={Boolean(wrap)}>
      {doc.widgets.map((widget, index) => (wrap ? wrap(widget, <WidgetPreview widget={widget} client={client} />, index) : <WidgetPreview key={widget.id} widget={widget} client={client} />))}
    </EditingCanvas.Provider>
  );
}
