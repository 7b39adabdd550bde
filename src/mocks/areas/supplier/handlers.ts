/** The supplier goods library (api-reference §9): the supplier shop's side and the reselling shop's side. */
import { resellHandlers } from './resell';
import { supplyHandlers } from './supply';

export const supplierHandlers = [...supplyHandlers, ...resellHandlers];
