import { Drawer } from 'antd';
import type { MenuNode } from '@/engine/routes';
import type { ShopInfo } from '@/session/storage';
import { ShopBrand } from './ShopBrand';
import { SideMenu } from './SideMenu';

/** The menu on a phone: a drawer (its code loads on phones only; see Sidebar). */
export default function MenuDrawer({ menu, shop, width, open, onClose }: { menu: MenuNode[]; shop: ShopInfo; width: number; open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" width={width} closable={false} styles={{ body: { padding: 0, background: '#001529' } }}>
      <div data-testid="menu-drawer">
        <ShopBrand shop={shop} collapsed={false} />
        <SideMenu menu={menu} collapsed={false} onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
