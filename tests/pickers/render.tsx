import { i18n } from '@/i18n';

/** Pickers mount as every component does (tests/helpers/render-component.tsx). */
export { renderComponent as renderPicker, setupUser } from '../helpers/render-component';

/** The pickers namespace, for building expected texts. */
export const tp = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'pickers', ...options });
