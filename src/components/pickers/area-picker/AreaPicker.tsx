import { useMemo } from 'react';
import { useList } from '@refinedev/core';
import { Empty, Modal, Spin, Tree, message } from 'antd';
import type { TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Params } from '@/utils/api-params';
import { DIALOG_WIDTH, REFERENCE_STALE_MS } from '../shared/constants';
import type { DialogPickerProps } from '../shared/types';
import type { AreaKeys, AreaNode, AreaSelection } from './tree';
import { useAreaTree } from './useAreaTree';

export interface AreaPickerProps extends DialogPickerProps<AreaSelection> {
  /** Ids preselected (with everything under them). */
  value?: ReadonlyArray<string | number>;
  disabledIds?: ReadonlyArray<string | number>;
  excludedIds?: ReadonlyArray<string | number>;
  /** Most leaves that may be checked; default -1 = none. */
  limit?: number;
  /** Key names of the tree nodes (default id / name / children). */
  keys?: Partial<AreaKeys>;
  /** The tree itself; when absent it is loaded from `api`. */
  data?: unknown[];
  /** Default `base/regions/menus`. */
  api?: string;
  apiParams?: Params;
  /** The Refine resource the tree is cached under (default regions). */
  resource?: string;
  title?: string;
}

const toTreeData = (nodes: readonly AreaNode[]): TreeDataNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: node.name,
    disableCheckbox: node.disabled,
    children: node.children.length ? toTreeData(node.children) : undefined,
  }));

/** Area picker (width 700): a checkbox tree with checked / indeterminate / unchecked parents. */
export function AreaPicker({
  open,
  onClose,
  onConfirm,
  value,
  disabledIds,
  excludedIds,
  limit = -1,
  keys,
  data,
  api: url = 'base/regions/menus',
  apiParams,
  resource = 'regions',
  title,
}: AreaPickerProps) {
  const { t } = useTranslation('pickers');
  const [toast, holder] = message.useMessage();
  const { result, query } = useList({
    resource,
    meta: { api: url, query: apiParams },
    pagination: { mode: 'off' },
    queryOptions: { enabled: open && !data, staleTime: REFERENCE_STALE_MS },
  });
  const loading = !data && query.isLoading;
  const raw = useMemo(() => data ?? result.data, [data, result.data]);
  const area = useAreaTree({ raw, keys, defaultIds: value ?? [], disabledIds, excludedIds, limit });
  const treeData = useMemo(() => toTreeData(area.tree), [area.tree]);
  const nothing = area.selection.checkedIds.length === 0;

  return (
    <Modal
      open={open}
      title={title ?? t('area.title')}
      width={DIALOG_WIDTH.area}
      onCancel={onClose}
      onOk={() => onConfirm(area.selection)}
      okText={t('action.confirm')}
      cancelText={t('action.cancel')}
      okButtonProps={{ disabled: nothing }}
      destroyOnHidden
    >
      {holder}
      <Spin spinning={loading}>
        <div style={{ maxHeight: 480, overflow: 'auto' }}>
          {treeData.length ? (
            <Tree
              checkable
              checkStrictly
              selectable={false}
              treeData={treeData}
              checkedKeys={{ checked: area.selection.checkedIds, halfChecked: area.selection.halfCheckedIds }}
              onCheck={(_keys, info) => {
                if (!area.toggle(String(info.node.key))) void toast.error(t('overLimit', { n: limit }));
              }}
            />
          ) : (
            <Empty />
          )}
        </div>
      </Spin>
    </Modal>
  );
}
