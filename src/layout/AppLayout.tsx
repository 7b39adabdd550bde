import { Breadcrumb, Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/session/session-context';
import { ShopBrand } from './ShopBrand';
import { SideMenu } from './SideMenu';
import { KeepAliveViews } from './tabs/KeepAliveViews';
import { TabsBar } from './tabs/TabsBar';
import { entryAt, useTabTracker } from './tabs/use-tab-tracker';
import { UserMenu } from './UserMenu';

/** The shell: menu, header, tabs of visited pages, and the kept-alive views. */
export function AppLayout({ routes }: { routes: ReactNode }) {
  const { user, shop, table } = useSession();
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  useTabTracker(table.routes);
  const entry = entryAt(table.routes, pathname);
  const crumbs = [
    { title: <Link to="/dashboard">{t('dashboard')}</Link> },
    ...(entry && entry.name !== 'dashboard' ? [...entry.trail, entry.title].map((key) => ({ title: t(key) })) : []),
  ];
  return (
    <Layout style={{ height: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={200} collapsedWidth={36} style={{ overflow: 'auto' }}>
        <ShopBrand shop={shop} collapsed={collapsed} />
        <SideMenu menu={table.menu} collapsed={collapsed} />
      </Layout.Sider>
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{ background: 'var(--ant-color-bg-container)', display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '0 16px', height: 48, lineHeight: '48px', borderBottom: '1px solid var(--ant-color-border-secondary)' }}
        >
          <Breadcrumb items={crumbs} />
          <UserMenu user={user} />
        </Layout.Header>
        <TabsBar />
        <Layout.Content style={{ flex: 1, minHeight: 0, position: 'relative' }}>
          <KeepAliveViews routes={routes} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
