/**
 * A micro-page's widgets as stored: versioned JSON in `page_data` (README "Page JSON"). The list makes
 * new pages with it; the editor reads (and migrates) and writes it (src/pages/decoration/model/document.ts).
 */
export const SCHEMA_VERSION = 2;

/** One widget: its id within the page, its type, its data; other keys (a newer editor's) are kept. */
export interface Widget {
  id: string;
  type: string;
  data: Record<string, unknown>;
  [key: string]: unknown;
}

export interface PageDocument {
  version: number;
  widgets: Widget[];
  [key: string]: unknown;
}

export const emptyDocument = (): PageDocument => ({ version: SCHEMA_VERSION, widgets: [] });

export const serializePage = (doc: PageDocument): string => JSON.stringify(doc);
