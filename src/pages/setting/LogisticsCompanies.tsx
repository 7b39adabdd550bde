import { Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenHost } from '@/engine/host/screen-host';
import { companyList } from '@/resources/setting/logistics';
import { SectionHeading } from '@/components/SectionHeading';

const ListScreen = lazy(() => import('@/engine/list/ListScreen'));

/**
 * Above the freight templates of the logistics screen: the logistics companies the shop ships with
 * (api reference §8.4), an engine list of its own.
 */
export default function LogisticsCompanies() {
  const { t } = useTranslation('setting');
  const host = useScreenHost();
  const ctx = useMemo(() => ({ params: {}, shopKind: host.shopKind }), [host.shopKind]);
  if (companyList.kind !== 'list') return null;
  return (
    <>
      <Card type="inner" size="small" title={t('logistics.title')} style={{ marginBottom: 24 }} data-testid="logistics-companies">
        <Suspense fallback={<Skeleton active />}>
          <ListScreen name="logisticsManage" title={t('logistics.title')} family={companyList.family} config={companyList.config} ctx={ctx} prefix="companies." />
        </Suspense>
      </Card>
      <SectionHeading data-testid="freight-templates">
        {t('template.title')}
      </SectionHeading>
      <Typography.Paragraph type="secondary">{t('template.intro')}</Typography.Paragraph>
    </>
  );
}
