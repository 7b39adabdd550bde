import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOpen } from '@/providers/access-control-provider';
import { useSingleRecord } from '@/engine/data/use-record';

/** Above the shop form: the shop's grade, and where to apply for another (docs/api/grade-application.md). */
export default function ShopGrade() {
  const { t } = useTranslation('setting');
  const { result, query } = useSingleRecord<Record<string, unknown>>('grades', 'seller/shops/grade');
  // A server without the grade calls has no grade to show.
  if (query.isError || !result) return null;
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginBottom: 16, maxWidth: 960 }}
      data-testid="shop-grade"
      message={t('grade.shopGrade', { name: result.grade_name, rate: result.commission_rate })}
      action={
        canOpen('gradeApplication') && (
          <Link to="/setting/grade-application">
            <Button size="small">{t('grade.open')}</Button>
          </Link>
        )
      }
    />
  );
}
