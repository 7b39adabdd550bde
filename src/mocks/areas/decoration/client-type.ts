/** The `client_type` of pages and slides: PC or MOBILE (any case); 400 naming the field otherwise. */
import { badParam } from '../../lib/errors';
import { str } from '../../lib/values';
import type { ClientType } from './types';

export function readClientType(value: unknown, required = false): ClientType | '' {
  const v = str(value).trim().toUpperCase();
  if (!v && required) throw badParam('client_type 不能为空', 'client_type is required');
  if (v && v !== 'PC' && v !== 'MOBILE') throw badParam('client_type 只能是 PC 或 MOBILE', 'client_type must be PC or MOBILE');
  return v as ClientType | '';
}
