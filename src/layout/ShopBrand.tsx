import { ShopOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { ShopInfo } from '@/session/storage';

/** Shop logo and name on top of the menu; a default logo when the shop has none. */
export function ShopBrand({ shop, collapsed }: { shop: ShopInfo; collapsed: boolean }) {
  return (
    <div data-testid="shop-brand" style={{ display: 'flex', alignItems: 'center', gap: 8, padding: collapsed ? '12px 4px' : 12, color: '#fff', overflow: 'hidden' }}>
      <Avatar shape="square" size={collapsed ? 28 : 36} src={shop.shop_logo || undefined} alt={collapsed ? shop.shop_name : ''} icon={<ShopOutlined />} />
      {!collapsed && <span style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{shop.shop_name}</span>}
    </div>
  );
}
