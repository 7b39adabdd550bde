import { Menu, Tooltip, type MenuProps } from 'antd';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useScreenHost } from '@/engine/host/screen-host';
import { useHoverIntent, type HoverIntent } from '@/engine/use-hover-intent';
import type { MenuNode } from '@/engine/routes';
import { useConsoleRouter } from '@/providers/ConsoleRouter';
import { menuIcon } from './icons';
import { needsTooltip } from './menu-rules';

type Item = Required<MenuProps>['items'][number];

/** Long titles may be cut by a narrow menu: they get a tooltip (spec §9: 6 characters or more). */
const labelOf = (title: string) =>
  needsTooltip(title) ? (
    <Tooltip title={title} placement="right" mouseEnterDelay={0.6}>
      <span>{title}</span>
    </Tooltip>
  ) : (
    title
  );

const toItems = (nodes: MenuNode[], t: (key: string) => string, prepare: (path: string) => void, rest: HoverIntent<string>): Item[] =>
  nodes.map((node) => {
    const label = labelOf(t(node.title));
    if (node.children) return { key: node.key, icon: menuIcon(node.icon), label, children: toItems(node.children, t, prepare, rest) };
    // A page's item (its key is its path) loads the page's code when the pointer reaches it, and its
    // first reads once the pointer rests there, before the click.
    const path = node.path ?? node.key;
    return {
      key: path,
      icon: menuIcon(node.icon),
      label,
      onMouseEnter: () => {
        prepare(path);
        rest.start(path);
      },
      onMouseLeave: rest.cancel,
    };
  });

/** Open groups on the way to a path. */
const ancestorsOf = (nodes: MenuNode[], path: string, trail: string[] = []): string[] | undefined => {
  for (const node of nodes) {
    if (node.path && path.startsWith(node.path)) return trail;
    if (node.children) {
      const found = ancestorsOf(node.children, path, [...trail, node.key]);
      if (found) return found;
    }
  }
  return undefined;
};

/**
 * antd's Menu renders every item again with each render: it renders with what it shows (the items, the
 * path), not with a list's every page, sort or search, which change only the address's query.
 */
const ShownMenu = memo(Menu);

export function SideMenu({ menu, collapsed, onNavigate }: { menu: MenuNode[]; collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('menu');
  const { navigate } = useConsoleRouter();
  const { pathname } = useLocation();
  const { prepare, readAhead } = useScreenHost();
  const rest = useHoverIntent(readAhead);
  const items = useMemo(() => toItems(menu, t, prepare, rest), [menu, t, prepare, rest]);
  const open = useMemo(() => (collapsed ? undefined : (ancestorsOf(menu, pathname) ?? [])), [collapsed, menu, pathname]);
  const selected = useMemo(() => [pathname], [pathname]);
  const onClick = useCallback<NonNullable<MenuProps['onClick']>>(
    ({ key }) => {
      rest.cancel();
      readAhead(key);
      navigate(key);
      onNavigate?.();
    },
    [navigate, onNavigate, readAhead, rest],
  );
  return <ShownMenu mode="inline" theme="dark" items={items} selectedKeys={selected} defaultOpenKeys={open} onClick={onClick} />;
}
