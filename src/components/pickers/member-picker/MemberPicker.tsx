import { useMemo, useState } from 'react';
import { Avatar, Checkbox, Input, Select, Space, Spin, message } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ClampText } from '@/components/ClampText';
import { DIALOG_WIDTH, INFINITE_PAGE_SIZE } from '../shared/constants';
import { ListPickerLayout } from '../shared/ListPickerLayout';
import { useScrollList } from '../shared/usePagedList';
import { useListSelection } from '../shared/useListSelection';
import { VirtualList } from '../shared/VirtualList';
import type { DialogPickerProps, Id, PickerType } from '../shared/types';
import { memberDetailsUrl, memberKey, memberListParams, memberListUrl, type MemberFilter, type MemberItem } from './memberApi';

export interface MemberPickerProps extends DialogPickerProps<MemberItem[]> {
  /** admin: admin paths and a shop filter (seller_id). */
  type?: PickerType;
  /** Ids already selected; preloaded with `{type}/members/{ids}/list`. */
  value?: readonly Id[];
  /** under 1 = unlimited */
  limit?: number;
}

const ROW_HEIGHT = 56;

/** Member picker (900): keyword, sex filter, face, name, mobile; counts and limit as the goods picker. */
export function MemberPicker({ open, onClose, onConfirm, type = 'seller', value, limit }: MemberPickerProps) {
  const { t } = useTranslation('pickers');
  const [toast, holder] = message.useMessage();
  const [filter, setFilter] = useState<MemberFilter>({ keyword: '', sex: '', sellerId: '' });
  const params = useMemo(() => memberListParams(type, filter), [type, filter]);
  const list = useScrollList<MemberItem>({ resource: 'members', url: open ? memberListUrl(type) : null, params, pageSize: INFINITE_PAGE_SIZE });
  const detailsUrl = useMemo(() => (ids: readonly Id[]) => memberDetailsUrl(type, ids), [type]);
  const selection = useListSelection<MemberItem>({ open, ids: value, resource: 'members', detailsUrl, keyOf: memberKey, limit });
  const sexLabel = (sex?: number) => (sex === 1 ? t('member.male') : sex === 0 ? t('member.female') : '');

  const toggle = (item: MemberItem) => {
    if (!selection.toggle(item)) void toast.error(t('overLimit', { n: limit }));
  };

  const filters = (
    <Space wrap>
      <Select<'' | '0' | '1'>
        style={{ width: 120 }}
        aria-label={t('member.sex')}
        value={filter.sex}
        onChange={(sex) => setFilter((f) => ({ ...f, sex }))}
        options={[
          { value: '', label: t('member.anySex') },
          { value: '1', label: t('member.male') },
          { value: '0', label: t('member.female') },
        ]}
      />
      {type === 'admin' && (
        <Input
          allowClear
          style={{ width: 140 }}
          aria-label={t('shopFilter')}
          placeholder={t('shopFilter')}
          onChange={(e) => setFilter((f) => ({ ...f, sellerId: e.target.value.trim() }))}
        />
      )}
      <Input.Search
        allowClear
        style={{ width: 240 }}
        aria-label={t('member.keyword')}
        placeholder={t('member.keyword')}
        onSearch={(text) => setFilter((f) => ({ ...f, keyword: text.trim() }))}
      />
    </Space>
  );

  const body = (
    <Spin spinning={list.loading && list.rows.length === 0}>
      <VirtualList
        data-testid="member-list"
        items={list.rows}
        rowHeight={ROW_HEIGHT}
        height={420}
        itemKey={memberKey}
        onEndReached={list.loadMore}
        renderItem={(item) => {
          const checked = selection.isSelected(item);
          return (
            <div
              role="option"
              aria-selected={checked}
              data-testid="member-row"
              onClick={() => toggle(item)}
              style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 8px', height: '100%', cursor: 'pointer', borderBottom: '1px solid #f5f5f5' }}
            >
              <Checkbox checked={checked} />
              <Avatar src={item.face || undefined} alt="" icon={<UserOutlined />} />
              {/* Cut by CSS: antd's `ellipsis` measures each row it shows (a forced layout per row). */}
              <ClampText text={item.uname} style={{ flex: 1 }} />
              <span style={{ width: 60 }}>{sexLabel(item.sex)}</span>
              <span style={{ width: 120 }}>{item.mobile}</span>
            </div>
          );
        }}
        footer={
          <div style={{ textAlign: 'center', padding: 8, color: '#999' }}>
            {list.loading ? t('loading') : list.hasMore ? '' : list.rows.length ? t('noMore') : t('empty')}
          </div>
        }
      />
    </Spin>
  );

  return (
    <ListPickerLayout<MemberItem>
      open={open}
      title={t('member.title')}
      width={DIALOG_WIDTH.member}
      limit={limit}
      filters={filters}
      list={body}
      selected={selection.selected}
      keyOf={memberKey}
      onRemove={selection.remove}
      renderSelected={(item) => (
        <Space>
          <Avatar size="small" src={item.face || undefined} alt="" icon={<UserOutlined />} />
          <span>{item.uname}</span>
        </Space>
      )}
      onClose={onClose}
      onConfirm={() => onConfirm(selection.selected)}
      holder={holder}
    />
  );
}
