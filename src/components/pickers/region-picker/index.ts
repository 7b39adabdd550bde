export { RegionPicker, RegionFormItem, type RegionPickerProps } from './RegionPicker';
export { RegionCascader, type RegionCascaderProps } from './RegionCascader';
export { InternationalRegion, type InternationalRegionProps } from './InternationalRegion';
export { validateRegion, internalRegion, overseasRegion, internalPath, type RegionError } from './regionValue';
export type { RegionJson, RegionAddress, RegionValue, OverseasRegion, RegionNode, CountryState } from './types';
