import type { ReactNode } from 'react';
import { Button, Empty, Modal, Space } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SelectionCountsBar } from './SelectionCountsBar';

export interface ListPickerLayoutProps<T> {
  open: boolean;
  title: string;
  width: number;
  limit?: number;
  filters: ReactNode;
  list: ReactNode;
  selected: T[];
  keyOf: (item: T) => string;
  renderSelected: (item: T) => ReactNode;
  onRemove: (item: T) => void;
  onClose: () => void;
  onConfirm: () => void;
  /** the message holder of the picker */
  holder?: ReactNode;
}

/** Dialog shell of the goods and member pickers: filters, list, selected column, counts, cancel / confirm. */
export function ListPickerLayout<T>({
  open,
  title,
  width,
  limit,
  filters,
  list,
  selected,
  keyOf,
  renderSelected,
  onRemove,
  onClose,
  onConfirm,
  holder,
}: ListPickerLayoutProps<T>) {
  const { t } = useTranslation('pickers');
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <SelectionCountsBar limit={limit} selected={selected.length} />
          <Space>
            <Button onClick={onClose}>{t('action.cancel')}</Button>
            <Button type="primary" onClick={onConfirm}>
              {t('action.confirm')}
            </Button>
          </Space>
        </div>
      }
    >
      {holder}
      <div style={{ marginBottom: 12 }}>{filters}</div>
      <div style={{ display: 'flex', gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0, border: '1px solid #f0f0f0' }}>{list}</div>
        <div style={{ width: 260, flex: 'none', border: '1px solid #f0f0f0', height: 420, overflowY: 'auto' }} data-testid="selected-list">
          <div style={{ padding: 8, fontWeight: 600, borderBottom: '1px solid #f0f0f0' }}>{t('counts.selectedTitle')}</div>
          {selected.length ? (
            selected.map((item) => (
              <div key={keyOf(item)} style={{ display: 'flex', alignItems: 'center', padding: '4px 8px', gap: 4 }}>
                <div style={{ flex: 1, minWidth: 0 }}>{renderSelected(item)}</div>
                <Button
                  size="small"
                  type="text"
                  icon={<CloseOutlined />}
                  aria-label={t('action.remove')}
                  onClick={() => onRemove(item)}
                />
              </div>
            ))
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </div>
      </div>
    </Modal>
  );
}
