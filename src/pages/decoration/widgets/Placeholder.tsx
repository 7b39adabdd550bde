import { useTranslation } from 'react-i18next';

/** What an empty widget shows in the editor, so that it can be seen and picked. */
export function Placeholder({ type }: { type: string }) {
  const { t } = useTranslation('decoration');
  return <div style={{ padding: 24, textAlign: 'center', background: '#f5f5f5', color: '#999' }}>{t(`widget.${type}`)}</div>;
}
