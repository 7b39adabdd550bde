import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A declared route whose screen has not been built yet says so plainly. */
export default function PendingScreen({ title }: { title: string }) {
  const { t } = useTranslation();
  return <Result status="info" title={`${title} · ${t('pending.title')}`} subTitle={t('pending.desc')} />;
}
