import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether the page is drawn in the editor's canvas (placeholders shown) or as the shop front (the preview). */
export const EditingCanvas = createContext(false);

/**
 * What an empty widget shows in the editor, so that it can be seen and picked; in the preview, as on the
 * shop front, an empty widget shows nothing (not the name of its kind, as if it were its text).
 */
export function Placeholder({ type }: { type: string }) {
  const { t } = useTranslation('decoration');
  const editing = useContext(EditingCanvas);
  return editing ? <div style={{ padding: 24, textAlign: 'center', background: '#f5f5f5', color: '#999' }}>{t(`widget.${type}`)}</div> : null;
}
