export { MobileField, useMobileRule, type MobileFieldProps } from './MobileField';
export {
  validateMobile,
  parseMobile,
  formatMobile,
  DEFAULT_MOBILE_PATTERN,
  DEFAULT_INTERNATIONAL_PATTERN,
  type MobileError,
} from './rules';
