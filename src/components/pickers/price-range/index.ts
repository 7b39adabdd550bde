export { PriceRangeDialog, type PriceRangeDialogProps } from './PriceRangeDialog';
export {
  DEFAULT_RANGES,
  addRange,
  canAddRange,
  checkInitialRanges,
  confirmRanges,
  lastRangeValid,
  removeLastRange,
  setLastUpper,
  type Range,
  type InitialRangeError,
} from './rules';
