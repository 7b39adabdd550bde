import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, InputNumber, Modal, Space, message } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH, PRICE_RANGE_MAX_GROUPS } from '../shared/constants';
import type { DialogPickerProps } from '../shared/types';
import {
  DEFAULT_RANGES,
  addRange,
  canAddRange,
  checkInitialRanges,
  confirmRanges,
  removeLastRange,
  setLastUpper,
  type Range,
} from './rules';

export interface PriceRangeDialogProps extends DialogPickerProps<Array<[number, number]>> {
  /** Initial ranges (default [[0, 100]]); longer than maxRange or not strictly increasing is an error. */
  value?: ReadonlyArray<readonly [number, number]>;
  /** Most groups (default 10). */
  maxRange?: number;
}

/** Price range dialog (450): chained ranges, add / delete the last group, confirm. */
export function PriceRangeDialog({ open, onClose, onConfirm, value, maxRange = PRICE_RANGE_MAX_GROUPS }: PriceRangeDialogProps) {
  const { t } = useTranslation('pickers');
  const [toast, holder] = message.useMessage();
  const initial = value ?? DEFAULT_RANGES;
  const initialError = useMemo(() => checkInitialRanges(initial, maxRange), [initial, maxRange]);
  const [ranges, setRanges] = useState<Range[]>(() => initial.map((r) => [r[0], r[1]] as Range));

  useEffect(() => {
    if (initialError) console.error(new Error(t(initialError)));
  }, [initialError, t]);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setRanges(initial.map((r) => [r[0], r[1]] as Range));
  }

  const confirm = () => {
    const result = confirmRanges(ranges);
    if (!result.ok) return void toast.error(t(result.error));
    onConfirm(result.ranges);
  };

  return (
    <Modal
      open={open}
      title={t('priceRange.title')}
      width={DIALOG_WIDTH.price}
      onCancel={onClose}
      onOk={confirm}
      okText={t('action.confirm')}
      cancelText={t('action.cancel')}
      okButtonProps={{ disabled: !!initialError }}
      maskClosable={false}
      keyboard={false}
    >
      {holder}
      {initialError ? (
        <Alert type="error" showIcon message={t(initialError, { max: maxRange })} />
      ) : (
        <Space direction="vertical">
          {ranges.map(([lower, upper], index) => {
            const last = index === ranges.length - 1;
            return (
              <Space key={index} data-testid={`range-${index}`}>
                <span style={{ width: 56, display: 'inline-block' }}>{t('priceRange.group', { n: index + 1 })}</span>
                <InputNumber size="small" value={lower} disabled controls={false} aria-label={t('priceRange.lower', { n: index + 1 })} />
                -
                <InputNumber<number>
                  size="small"
                  value={upper}
                  disabled={!last}
                  controls={false}
                  min={0}
                  aria-label={t('priceRange.upper', { n: index + 1 })}
                  onChange={(next) => setRanges((cur) => setLastUpper(cur, next ?? null))}
                />
                {last && index > 0 && (
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('priceRange.delete')}
                    onClick={() => setRanges(removeLastRange)}
                  />
                )}
                {last && (
                  <Button
                    size="small"
                    type="text"
                    icon={<PlusOutlined />}
                    aria-label={t('priceRange.add')}
                    disabled={!canAddRange(ranges, maxRange)}
                    onClick={() => setRanges((cur) => addRange(cur, maxRange))}
                  />
                )}
              </Space>
            );
          })}
        </Space>
      )}
    </Modal>
  );
}
