/** The mobile number and region inputs (shared pickers: country codes, the region cascader): loaded with the first form that has one. */
import { MobileField } from '@/components/pickers/mobile-field/MobileField';
import { RegionPicker } from '@/components/pickers/region-picker/RegionPicker';
import type { RegionValue } from '@/components/pickers/region-picker/types';
import type { FieldInputProps } from '../registry';

export const MobileInput = ({ value, onChange, disabled, id, placeholder }: FieldInputProps) => (
  <MobileField id={id} value={value as string | undefined} onChange={onChange} disabled={disabled} placeholder={placeholder} />
);

export const RegionInput = ({ value, onChange, disabled, id }: FieldInputProps) => (
  <RegionPicker id={id} value={value as RegionValue | undefined} onChange={onChange} disabled={disabled} />
);
