import { Layout } from 'antd';
import { lazy, memo, Suspense, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';
import type { MenuNode } from '@/engine/routes';
import type { ShopInfo } from '@/session/storage';
import { clampSidebarWidth, SIDEBAR_COLLAPSED_WIDTH } from './menu-rules';
import { setPreferences, usePreferences } from './preferences';
import { ShopBrand } from './ShopBrand';
import { SideMenu } from './SideMenu';
import './sidebar.css';

// antd's Drawer loads on phones only: a desktop's menu is the sider.
const MenuDrawer = lazy(() => import('./MenuDrawer'));

interface Props {
  menu: MenuNode[];
  shop: ShopInfo;
  mobile: boolean;
  drawerOpen: boolean;
  onDrawerClose: () => void;
}

/**
 * The left menu: collapsible and resizable on a desktop, a drawer on a phone (its menu follows the
 * address itself). The menu's items render once the first screen has painted: rc-menu draws each item
 * twice (once hidden, to learn its place), a fifth of the first render's components.
 */
export const Sidebar = memo(function Sidebar({ menu, shop, mobile, drawerOpen, onDrawerClose }: Props) {
  const { collapsed, sidebarWidth } = usePreferences();
  const { i18n } = useTranslation();
  const width = clampSidebarWidth(sidebarWidth, i18n.language);
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);

  if (mobile) {
    return (
      <Suspense>
        <MenuDrawer menu={menu} shop={shop} width={width} open={drawerOpen} onClose={onDrawerClose} />
      </Suspense>
    );
  }

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = { startX: e.clientX, startWidth: width };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setPreferences({ sidebarWidth: clampSidebarWidth(drag.current.startWidth + e.clientX - drag.current.startX, i18n.language) });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <Layout.Sider
      data-testid="sidebar"
      className="console-sider"
      collapsible
      collapsed={collapsed}
      onCollapse={(value) => setPreferences({ collapsed: value })}
      width={width}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      style={{ position: 'relative' }}
    >
      <ShopBrand shop={shop} collapsed={collapsed} />
      {/* The sider keeps its width meanwhile: nothing moves (the first goods row ~35 ms sooner). */}
      <AfterFirstPaint>
        <SideMenu menu={menu} collapsed={collapsed} />
      </AfterFirstPaint>
      {!collapsed && (
        <div
          role="separator"
          aria-orientation="vertical"
          data-testid="sidebar-resizer"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          style={{ position: 'absolute', top: 0, right: 0, width: 5, height: '100%', cursor: 'col-resize', zIndex: 2 }}
        />
      )}
    </Layout.Sider>
  );
});
