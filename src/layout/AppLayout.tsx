import { Breadcrumb, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, Outlet, useLocation } from 'react-router';
import { useSession } from '@/session/session-context';
import { ShopBrand } from './ShopBrand';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';

export function AppLayout() {
  const { user, shop, table } = useSession();
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const entry = table.routes.find((r) => matchPath(r.path, pathname));
  const crumbs = [
    { title: <Link to="/dashboard">{t('dashboard')}</Link> },
    ...(entry && entry.name !== 'dashboard' ? [...entry.trail, entry.title].map((key) => ({ title: t(key) })) : []),
  ];
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={200} collapsedWidth={36}>
        <ShopBrand shop={shop} collapsed={collapsed} />
        <SideMenu menu={table.menu} collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: 'var(--ant-color-bg-container)', display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '0 16px' }}
        >
          <Breadcrumb items={crumbs} />
          <UserMenu user={user} />
        </Layout.Header>
        <Layout.Content style={{ margin: 16 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
