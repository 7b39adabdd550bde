import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteTitle } from '@/layout/use-site-title';

export default function NotFound() {
  const { t } = useTranslation();
  useSiteTitle(t('notFound.title'));
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.desc')}
      extra={
        <Link to="/">
          <Button type="primary">{t('notFound.home')}</Button>
        </Link>
      }
    />
  );
}
