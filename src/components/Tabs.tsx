import { Tabs as AntdTabs, type TabsProps } from 'antd';
import { useLayoutEffect, useRef, type ComponentType, type ReactElement, type Ref } from 'react';

type TabBarProps = Parameters<NonNullable<TabsProps['renderTabBar']>>[0];
type WrapTab = (tab: ReactElement) => ReactElement;
type DefaultTabBar = ComponentType<TabBarProps & { ref?: Ref<HTMLDivElement>; children?: WrapTab }>;

/**
 * rc-tabs gives the whole tab bar `role="tablist"`, and the bar also holds the overflow "more" button and
 * `tabBarExtraContent`. A tablist may own only tabs (axe `aria-required-children`, critical): a screen
 * reader would announce those buttons as broken tabs. The role moves to the element that holds the tabs.
 */
function TabBar({ bar: Bar, ...props }: TabBarProps & { bar: DefaultTabBar; children?: WrapTab }) {
  const ref = useRef<HTMLDivElement>(null);
  // After every render: React sets the bar's role again only if the bar itself is mounted anew.
  useLayoutEffect(() => {
    const nav = ref.current;
    const list = nav?.querySelector(':scope > [class$="-nav-wrap"] > [class$="-nav-list"]');
    if (!nav || !list || !nav.hasAttribute('role')) return;
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-orientation', nav.getAttribute('aria-orientation') ?? 'horizontal');
    nav.removeAttribute('role');
    nav.removeAttribute('aria-orientation');
  });
  return <Bar {...props} ref={ref} />;
}

/**
 * antd's Tabs, with the tablist role on the tabs alone (so it takes no `renderTabBar` of its own).
 * `wrapTab` wraps each whole tab (its padding and close button too, not only its label); the tab's
 * element carries the tab's key.
 */
export function Tabs({ wrapTab, ...props }: Omit<TabsProps, 'renderTabBar'> & { wrapTab?: WrapTab }) {
  return (
    <AntdTabs
      {...props}
      renderTabBar={(barProps, Default) => (
        <TabBar {...barProps} bar={Default as DefaultTabBar}>
          {wrapTab}
        </TabBar>
      )}
    />
  );
}
