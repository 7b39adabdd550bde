/** The order area of the demo marketplace: orders, logistics companies, comments, bills, receipts, complaints, quotations. */
import { billHandlers } from './bill-handlers';
import { commentHandlers } from './comment-handlers';
import { complaintHandlers } from './complaint-handlers';
import { logisticsHandlers } from './logistics-handlers';
import { orderHandlers } from './order-handlers';
import { quotationHandlers } from './quotation-handlers';
import { receiptHandlers } from './receipt-handlers';

export const orderAreaHandlers = [...orderHandlers, ...logisticsHandlers, ...commentHandlers, ...billHandlers, ...receiptHandlers, ...complaintHandlers, ...quotationHandlers];
