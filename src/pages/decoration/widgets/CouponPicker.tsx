/**
 * The shop's own coupons a buyer may take (FREE_GET; api reference §6.3 list call), chosen by id. An
 * expired coupon cannot be chosen; one chosen before and expired since stays chosen until it is unticked.
 */
import { Modal, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '@/components/Table';
import { useFeedback } from '@/components/feedback/feedback';
import { usePagedList } from '@/components/pickers';
import { chooseCoupons, COUPON_LIMIT, readCoupon, type CouponView } from '../model/coupons';
import { couponAmount, CouponValidity } from './CouponCard';
import { useOpenedAt } from './use-coupon';

const PARAMS = { type: 'FREE_GET' };

interface CouponPickerProps {
  open: boolean;
  value: string[];
  onClose: () => void;
  onConfirm: (ids: string[]) => void;
}

export function CouponPicker({ open, value, onClose, onConfirm }: CouponPickerProps) {
  const { t } = useTranslation('decoration');
  const { message } = useFeedback();
  const [selected, setSelected] = useState<string[]>(value);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelected(value);
  }
  const list = usePagedList<Record<string, unknown>>({ resource: 'decorationCoupons', url: open ? 'seller/promotion/coupons' : null, params: PARAMS, pageSize: 10 });
  const now = useOpenedAt();
  const rows = list.rows.map((raw) => readCoupon(raw, now)).filter((c): c is CouponView => Boolean(c));
  const onPage = new Set(rows.map((c) => c.id));

  const columns: TableColumnsType<CouponView> = [
    { title: t('coupon.name'), dataIndex: 'title' },
    { title: t('coupon.value'), render: (_, c) => `${couponAmount(c.price)} · ${c.threshold > 0 ? t('coupon.threshold', { amount: couponAmount(c.threshold) }) : t('coupon.noThreshold')}` },
    {
      title: t('coupon.validity'),
      render: (_, c) => <CouponValidity coupon={c} />,
    },
    { title: t('coupon.state'), render: (_, c) => t(`coupon.states.${c.state}`) },
  ];

  const onSelect = (keys: Key[]) => {
    // The table knows only this page's rows: ids chosen on other pages are kept as they are.
    const next = chooseCoupons(selected, [...selected.filter((id) => !onPage.has(id)), ...keys.map(String)]);
    if (!next) return void message.error(t('coupon.overLimit', { limit: COUPON_LIMIT }));
    setSelected(next);
  };

  return (
    <Modal open={open} title={t('coupon.choose')} width={760} onCancel={onClose} onOk={() => onConfirm(selected)} okText={t('common:action.confirm')} cancelText={t('common:action.cancel')} destroyOnHidden>
      <Table<CouponView>
        data-testid="coupon-table"
        rowKey="id"
        size="small"
        loading={list.loading}
        columns={columns}
        dataSource={rows}
        rowSelection={{ selectedRowKeys: selected, onChange: onSelect, preserveSelectedRowKeys: true, getCheckboxProps: (c) => ({ disabled: c.state === 'expired' && !selected.includes(c.id) }) }}
        pagination={{ current: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPage }}
      />
    </Modal>
  );
}
