import { MenuOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Layout, Space } from 'antd';
import { memo, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { showChat } from '@/access/chat';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';
import { config } from '@/config';
import { useSingleRecord } from '@/engine/data/use-record';
import { routeAt, titleAt } from '@/engine/routes';
import type { SessionUser, ShopInfo } from '@/session/storage';
import { useSession } from '@/session/session-context';
import { CommandPalette } from './CommandPalette';
import { FixedAddress } from './FixedAddress';
import { ChatEntry } from './header/ChatEntry';
import { FullscreenToggle } from './header/FullscreenToggle';
import { LanguageSwitcher } from './header/LanguageSwitcher';
import { NoticeEntry } from './header/NoticeEntry';
import { ThemeControls } from './header/ThemeControls';
import { Sidebar } from './Sidebar';
import { KeepAliveViews } from './tabs/KeepAliveViews';
import { TabsBar } from './tabs/TabsBar';
import { useTabTracker } from './tabs/use-tab-tracker';
import { useIsMobile } from './use-viewport';
import { UserMenu } from './UserMenu';

const PAGE_HEADING = { display: 'inline', margin: 0, font: 'inherit', color: 'inherit' } as const;
/** The tabs bar's height (small editable-card tabs under a 4 px top padding): its room before it renders. */
const TABS_BAR_HEIGHT = 36;

/** The command palette (Ctrl/⌘+K) does not change with the address either. */
const Palette = memo(CommandPalette);

/** The header's tools: they do not change with the address, and do not render again with it. */
const HeaderTools = memo(function HeaderTools({ noticesPath, chat, mobile, user }: { noticesPath?: string; chat: boolean; mobile: boolean; user: SessionUser }) {
  return (
    <FixedAddress>
      <Space size={4}>
        {noticesPath && <NoticeEntry path={noticesPath} />}
        {chat && <ChatEntry />}
        {config.languageSwitcher && <LanguageSwitcher />}
        {!mobile && <FullscreenToggle />}
        <ThemeControls />
        <UserMenu user={user} />
      </Space>
    </FixedAddress>
  );
});

/**
 * The shell: menu, header, tabs of visited pages, and the kept-alive views. It renders again with every
 * navigation (the breadcrumb, the tabs' tracker); its parts that do not show the address are memoised.
 * The header's tools, the tabs bar and the side menu's items render once the first screen has painted.
 */
export function AppLayout({ routes }: { routes: ReactNode }) {
  const session = useSession();
  const { user, table, access, shopKind } = session;
  // The shop as the API has it now: saving the shop's settings changes the name and logo here at once.
  const shop = useSingleRecord<ShopInfo>('shop', 'seller/shops', { initial: session.shop }).result ?? session.shop;
  const { t } = useTranslation(['menu', 'layout']);
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useTabTracker(table.routes);
  const entry = routeAt(table.routes, pathname);
  const notices = table.routes.find((r) => r.name === 'message' && r.allowed);
  const trail = entry && entry.name !== 'dashboard' ? [...entry.trail, { title: titleAt(entry, pathname) }] : [];
  // Every crumb with a page leads there. The last one names the page shown: it is the page's heading
  // (one per page, for a screen reader's list of headings), drawn as the breadcrumb draws it.
  const crumbs = [{ title: 'dashboard', path: '/dashboard' }, ...trail].map((crumb, index, all) => {
    const title = t(`menu:${crumb.title}`);
    if (index === all.length - 1) return { title: <h1 style={PAGE_HEADING}>{title}</h1> };
    return { title: crumb.path ? <Link to={crumb.path}>{title}</Link> : title };
  });
  return (
    <Layout style={{ height: '100vh' }}>
      <Sidebar menu={table.menu} shop={shop} mobile={mobile} drawerOpen={drawerOpen} onDrawerClose={closeDrawer} />
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{ background: 'var(--ant-color-bg-container)', display: 'flex', alignItems: 'center', gap: 8, padding: '0 12px', height: 48, lineHeight: '48px', borderBottom: '1px solid var(--ant-color-border-secondary)' }}
        >
          {mobile && <Button type="text" icon={<MenuOutlined />} aria-label={t('layout:header.menu')} data-testid="menu-toggle" onClick={() => setDrawerOpen(true)} />}
          <Breadcrumb items={mobile ? crumbs.slice(-1) : crumbs} style={{ flex: 1, minWidth: 0 }} />
          <AfterFirstPaint>
            <HeaderTools noticesPath={notices?.path} chat={showChat({ imEnabled: config.imEnabled, access, shopKind })} mobile={mobile} user={user} />
          </AfterFirstPaint>
        </Layout.Header>
        <nav aria-label={t('layout:tabs.label')} style={{ minHeight: TABS_BAR_HEIGHT }}>
          <AfterFirstPaint>
            <TabsBar />
          </AfterFirstPaint>
        </nav>
        <Layout.Content style={{ flex: 1, minHeight: 0, position: 'relative' }}>
          <KeepAliveViews routes={routes} />
        </Layout.Content>
        <Palette />
      </Layout>
    </Layout>
  );
}
