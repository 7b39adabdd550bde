import type { PickerType } from './types';

/** admin pickers call admin paths, seller pickers seller paths (api reference §10). */
export const groupOf = (type: PickerType) => (type === 'admin' ? 'admin' : 'seller');
