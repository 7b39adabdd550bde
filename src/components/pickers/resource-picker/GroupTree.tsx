import { useMemo, useState } from 'react';
import { Input, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALL_GROUPS, UNGROUPED, filterGroups, groupNodes } from './groupTree';
import type { ResourceGroup } from './types';

export interface GroupTreeProps {
  groups: ResourceGroup[];
  selected: string;
  onSelect: (groupId: string) => void;
}

/** The group tree with its name filter. */
export function GroupTree({ groups, selected, onSelect }: GroupTreeProps) {
  const { t } = useTranslation('pickers');
  const [filter, setFilter] = useState('');
  const treeData = useMemo(
    () => [
      { key: ALL_GROUPS || 'all', title: t('resource.allGroups') },
      { key: UNGROUPED, title: t('resource.ungrouped') },
      ...filterGroups(groupNodes(groups), filter),
    ],
    [groups, filter, t],
  );
  return (
    <div style={{ width: 180, flex: 'none' }}>
      <Input
        allowClear
        size="small"
        placeholder={t('resource.groupFilter')}
        aria-label={t('resource.groupFilter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Tree
        blockNode
        defaultExpandAll
        treeData={treeData}
        selectedKeys={[selected || 'all']}
        onSelect={(keys) => keys.length && onSelect(String(keys[0]) === 'all' ? ALL_GROUPS : String(keys[0]))}
      />
    </div>
  );
}
