import { useTranslation } from 'react-i18next';
import { Outcome } from '../Outcome';

/** A declared route whose screen has not been built yet says so plainly. */
export default function PendingScreen({ title }: { title: string }) {
  const { t } = useTranslation();
  return <Outcome status="info" title={`${title} · ${t('pending.title')}`} subTitle={t('pending.desc')} />;
}
