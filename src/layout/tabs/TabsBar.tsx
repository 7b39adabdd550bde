import { CloseCircleOutlined, CloseOutlined, CloseSquareOutlined, DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { cloneElement, memo, type HTMLAttributes, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/Tabs';
import { useTabActions } from './use-tab-actions';
import { useTabsBarState, type TabsBarState } from './tabs-store';

/** The bar renders with its tabs (their titles, the active one), not with the shell around it. */
export const TabsBar = memo(function TabsBar() {
  const { t } = useTranslation(['layout', 'menu']);
  const { tabs, active } = useTabsBarState();
  const actions = useTabActions();

  const menuFor = (tab: TabsBarState['tabs'][number] | undefined): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('layout:tabs.refresh'), disabled: !tab },
      { key: 'close', icon: <CloseOutlined />, label: t('layout:tabs.close'), disabled: !tab || tab.affix },
      { key: 'others', icon: <CloseSquareOutlined />, label: t('layout:tabs.closeOthers'), disabled: !tab },
      { key: 'all', icon: <CloseCircleOutlined />, label: t('layout:tabs.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'all') actions.closeAll();
      else if (tab && key === 'refresh') actions.refresh(tab.key);
      else if (tab && key === 'close') actions.close(tab.key);
      else if (tab && key === 'others') actions.closeOthers(tab.key);
    },
  });

  const activeTab = tabs.find((tab) => tab.key === active);
  return (
    <Tabs
      data-testid="tabs-bar"
      type="editable-card"
      size="small"
      hideAdd
      activeKey={active}
      // Always follow the click: while a navigation is still committing, `active` names the page being
      // left, and a click on its tab must still win (`open` adds no history entry for the page already shown).
      onTabClick={(key) => actions.open(key)}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && actions.close(key)}
      tabBarStyle={{ margin: 0, padding: '4px 8px 0', background: 'var(--ant-color-bg-container)' }}
      tabBarExtraContent={
        <Dropdown menu={menuFor(activeTab)} trigger={['click']}>
          <Button size="small" type="text" data-testid="tabs-menu" aria-label={t('layout:tabs.menu')} icon={<DownOutlined />} />
        </Dropdown>
      }
      // The whole tab opens its menu on a right click and closes on a middle click, not only its title.
      wrapTab={(node) => {
        const tab = tabs.find((item) => item.key === node.key);
        if (!tab) return node;
        return (
          <Dropdown key={tab.key} menu={menuFor(tab)} trigger={['contextMenu']}>
            {cloneElement(node as ReactElement<HTMLAttributes<HTMLElement>>, {
              onAuxClick: (e) => {
                if (e.button === 1 && !tab.affix) {
                  e.preventDefault();
                  actions.close(tab.key);
                }
              },
            })}
          </Dropdown>
        );
      }}
      items={tabs.map((tab) => ({
        key: tab.key,
        closable: !tab.affix,
        label: (
          <span data-tab-key={tab.key}>
            {t(`menu:${tab.title}`)}
            {tab.label ? ` ${tab.label}` : ''}
          </span>
        ),
      }))}
    />
  );
});
