import type { Rule } from 'antd/es/form';
import { t } from '@/i18n';

/** Spec §5: a required text must begin with a non-space character; checked on blur. */
export const NON_BLANK = /^\S/;

export const isNonBlank = (value: unknown) => typeof value === 'string' && NON_BLANK.test(value);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The one "please enter X" message of every form. */
export const requiredMessage = (label: string) => t('common:rule.required', { label });

export const requiredRule = (label: string): Rule => ({ required: true, message: requiredMessage(label) });

/** Required, and beginning with a non-space character (spec §5), checked on blur. */
export const nonBlankRule = (label: string): Rule => ({
  validateTrigger: 'onBlur',
  validator: async (_, value: unknown) => {
    if (isEmpty(value)) throw new Error(requiredMessage(label));
    if (typeof value === 'string' && !isNonBlank(value)) throw new Error(t('common:rule.nonBlank', { label }));
  },
});
