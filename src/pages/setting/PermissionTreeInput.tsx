import { Space, Tag, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import { useSingleRecord } from '@/engine/data/use-record';
import { LoadFailed } from '@/components/LoadFailed';
import { CheckTree, type CheckNode } from '@/engine/fields/check-tree';
import type { FieldInputProps } from '@/engine/fields/registry';
import { useScreenHost } from '@/engine/host/screen-host';
import { accessRulesOf } from '@/engine/routes';
import { i18n } from '@/i18n';
import { screens } from '@/resources';
import {
  checkedOfMenus,
  grantsAny,
  impliedBy,
  lockedKeys,
  normalizeChecked,
  permissionTree,
  toMenus,
  type PermissionNode,
  type RoleMenu,
} from '@/resources/setting/permission-tree';

const menuTitle = i18n.getFixedT('zh-CN', 'menu');

/** The URLs each menu's screens call, as the server's menus have them (`auth_regular`). */
const authIndex = (menus: readonly RoleMenu[] | undefined, into = new Map<string, string>()) => {
  for (const menu of menus ?? []) {
    if (menu.auth_regular && !into.has(menu.identifier)) into.set(menu.identifier, menu.auth_regular);
    authIndex(menu.children, into);
  }
  return into;
};

/**
 * A role's permissions: the console's own screens as a tree (permission-tree.ts), each with its title and
 * permission name. Hidden screens stay checked; an entry's implied ones are checked and locked with it.
 * The value is the role's `menus` tree; none until something is granted.
 */
export default function PermissionTreeInput({ value, onChange, disabled, id }: FieldInputProps) {
  const { t } = useTranslation(['setting', 'menu']);
  const { shopKind } = useScreenHost();
  const tree = useMemo(() => permissionTree(screens, { shopKind, restricted: config.restricted }), [shopKind]);
  const { implies } = accessRulesOf(screens);
  // The server's menus carry each screen's call patterns (`auth_regular`), which a granted entry must be
  // saved with: a catalogue that fails or is not a list of menus lets nothing be ticked until it reads.
  const catalogue = useSingleRecord<Record<string, unknown>>('roles', 'seller/shops/menus/0/children', { shape: Array.isArray });
  const menus = value as RoleMenu[] | undefined;
  const checked = normalizeChecked(tree, checkedOfMenus(menus), implies);
  const implied = impliedBy(checked, implies);
  const locked = [...lockedKeys(tree), ...implied.keys()];

  const nodes = useMemo(() => {
    const walk = (items: readonly PermissionNode[]): CheckNode[] => items.map((n) => ({ key: n.key, title: n.title, children: n.children.length ? walk(n.children) : undefined }));
    return walk(tree);
  }, [tree]);
  const byKey = useMemo(() => new Map(tree.flatMap(function all(n: PermissionNode): PermissionNode[] { return [n, ...n.children.flatMap(all)]; }).map((n) => [n.key, n])), [tree]);

  const change = (keys: string[]) => {
    const next = normalizeChecked(tree, keys, implies);
    if (!grantsAny(tree, next)) return onChange?.(undefined);
    const auth = authIndex(catalogue.result as unknown as RoleMenu[] | undefined, authIndex(menus));
    onChange?.(toMenus(tree, next, { titleOf: (node) => menuTitle(node.title), authOf: (key) => auth.get(key) ?? '' }));
  };

  const titleOf = useCallback(
    (node: CheckNode) => {
      const entry = byKey.get(node.key);
      const by = implied.get(node.key);
      return (
        <Space size={6} data-permission={node.key}>
          <span>{t(`menu:${String(node.title)}`)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {node.key}
          </Typography.Text>
          {entry?.hidden && <Tag>{t('role.hiddenEntry')}</Tag>}
          {by && <Tag color="blue">{t('role.impliedBy', { name: t(`menu:${byKey.get(by)?.title ?? by}`) })}</Tag>}
        </Space>
      );
    },
    [byKey, implied, t],
  );

  return (
    <div style={{ maxHeight: 560, overflow: 'auto', border: '1px solid var(--ant-color-border-secondary)', borderRadius: 6, padding: 8 }}>
      {catalogue.query.isError && <LoadFailed title={t('role.catalogueFailed')} error={catalogue.query.error} onRetry={() => void catalogue.query.refetch()} />}
      <CheckTree nodes={nodes} value={checked} locked={locked} onChange={change} disabled={disabled || !catalogue.result} id={id} titleOf={titleOf} />
    </div>
  );
}
