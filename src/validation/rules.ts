import type { Rule } from 'antd/es/form';
import { t } from '@/i18n';

/** Spec §5: a required text must begin with a non-space character; checked on blur. */
export const NON_BLANK = /^\S/;

export const isNonBlank = (value: unknown) => typeof value === 'string' && NON_BLANK.test(value);

export const nonBlankRule = (field: string): Rule => ({
  validateTrigger: 'onBlur',
  validator: async (_, value: unknown) => {
    if (value === undefined || value === null || value === '') throw new Error(t('auth:login.required', { field }));
    if (!isNonBlank(value)) throw new Error(t('auth:login.nonBlank', { field }));
  },
});
