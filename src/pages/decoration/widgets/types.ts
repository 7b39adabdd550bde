import type { ComponentType } from 'react';
import type { ClientType } from '../model/server-page';
import type { WidgetDataByType, WidgetType } from '../model/widgets';

export interface PreviewProps<K extends WidgetType> {
  data: WidgetDataByType[K];
  client: ClientType;
}

export interface PropertiesProps<K extends WidgetType> {
  data: WidgetDataByType[K];
  onChange: (patch: Partial<WidgetDataByType[K]>) => void;
  client: ClientType;
}

/** A widget's two faces: how the shop front shows it, and how the seller edits it. */
export interface WidgetView<K extends WidgetType> {
  Preview: ComponentType<PreviewProps<K>>;
  Properties: ComponentType<PropertiesProps<K>>;
}
