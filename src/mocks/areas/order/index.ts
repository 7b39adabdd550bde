/** The order area of the demo marketplace: orders, logistics companies, comments, bills, receipts, complaints, quotations. */
import { orderHandlers } from './order-handlers';

export const orderAreaHandlers = [...orderHandlers];
