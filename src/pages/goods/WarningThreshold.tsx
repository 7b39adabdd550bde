import { Alert } from 'antd';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { canOpen } from '@/providers/access-control-provider';
import { useSingleRecord } from '@/engine/data/use-record';
import { useSession } from '@/session/session-context';

/** The low-stock list says which threshold it uses, and where to change it. */
export default function WarningThreshold() {
  const session = useSession();
  // The shop as the API has it now: a new threshold saved in the settings shows at once.
  const shop = useSingleRecord<Record<string, unknown>>('shop', 'seller/shops', { initial: session.shop }).result ?? session.shop;
  const count = Number(shop.goods_warning_count ?? 5);
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="warning-threshold"
      message={
        // Not <link>: that is a void HTML element, and the translation's text would be lost from it.
        <Trans i18nKey="goods:understock.threshold" values={{ count }} components={{ change: canOpen('goodsWarning') ? <Link to="/setting/goods-warning" /> : <span /> }} />
      }
    />
  );
}
