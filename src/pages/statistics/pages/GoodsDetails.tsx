import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { goodsDetailList, goodsDetails } from '@/resources/statistics/lists';
import { StatList } from '../StatList';
import { StatPage } from '../StatPage';

const spec = goodsDetails.list(goodsDetailList);

/** The shop's goods with what each sold in the last 30 days, by category and name. */
export default function GoodsDetails() {
  const { t } = useTranslation('statistics');
  return (
    <StatPage>
      <Alert type="info" showIcon message={t('goodsDetails.note')} />
      <StatList name="goodsDetails" title={t('goodsDetails.title')} spec={spec} />
    </StatPage>
  );
}
