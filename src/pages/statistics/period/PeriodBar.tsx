import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { YearMonthPicker } from '@/components/pickers/year-month';
import { periodFields, periodOfFields } from './period';
import type { PeriodState } from './use-period';

/** The year/month picker of a statistics page (no future period), and the period it is compared with. */
export function PeriodBar({ state, compare = true }: { state: PeriodState; compare?: boolean }) {
  const { t } = useTranslation('statistics');
  return (
    <Space wrap data-testid="period-bar">
      <YearMonthPicker value={periodFields(state.period)} onChange={(fields) => state.setPeriod(periodOfFields(fields))} />
      {compare && (
        <Typography.Text type="secondary" data-testid="period-compare">
          {t('period.against', { last: state.lastLabel })}
        </Typography.Text>
      )}
    </Space>
  );
}
