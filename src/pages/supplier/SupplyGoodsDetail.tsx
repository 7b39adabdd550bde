import { Space } from 'antd';
import { useParams } from 'react-router';
import { NEW_SUPPLY_ID, SUPPLY_LIST_PATH, supplyDetailPath } from '@/resources/supplier/supply-goods';
import { PublishScreen } from '../goods/publish';
import { SkuScreen } from '../goods/sku';

/**
 * suppler-goods-detail/{id?}/{category_id?}: publish a supply goods (no id, or 0; `category_id` presets its
 * platform category) or edit one, with its specs and a supply price per SKU below.
 */
export default function SupplyGoodsDetail() {
  const params = useParams();
  const id = params.id === NEW_SUPPLY_ID ? undefined : params.id;
  const categoryId = params.category_id;
  return (
    <Space key={id ?? `new/${categoryId ?? ''}`} direction="vertical" size={16} style={{ width: '100%' }}>
      <PublishScreen goodsId={id} isDraft={false} supply categoryId={categoryId} listPath={SUPPLY_LIST_PATH} skuPathOf={(goodsId) => supplyDetailPath(goodsId)} />
      {id && <SkuScreen goodsId={id} supply listPath={SUPPLY_LIST_PATH} />}
    </Space>
  );
}
