import { Form } from 'antd';
import type { FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import { InternationalRegion } from './InternationalRegion';
import { RegionCascader } from './RegionCascader';
import { validateRegion } from './regionValue';
import type { RegionValue } from './types';

export interface RegionPickerProps {
  value?: RegionValue | null;
  onChange?: (value: RegionValue | null) => void;
  /** Country / province / city instead of the domestic cascade (default: international mode). */
  international?: boolean;
  disabled?: boolean;
  id?: string;
}

/** The region field of the current mode. */
export function RegionPicker({ international = config.international, ...rest }: RegionPickerProps) {
  return international ? <InternationalRegion {...rest} /> : <RegionCascader {...rest} />;
}

/** A Form.Item holding a RegionPicker with the required rules of spec §5. */
export function RegionFormItem({
  international = config.international,
  disabled,
  ...item
}: Omit<FormItemProps, 'rules' | 'children'> & { international?: boolean; disabled?: boolean }) {
  const { t } = useTranslation('pickers');
  return (
    <Form.Item
      {...item}
      rules={[
        {
          validator: (_rule, value: RegionValue | null | undefined) => {
            const error = validateRegion(value, international);
            return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
          },
        },
      ]}
    >
      <RegionPicker international={international} disabled={disabled} />
    </Form.Item>
  );
}
