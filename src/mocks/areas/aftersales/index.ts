/** The after-sales area of the demo marketplace: services and refunds, consultations, shop notices (api reference §5). */
import { askHandlers } from './ask-handlers';
import { noticeHandlers } from './notice-handlers';
import { serviceHandlers } from './service-handlers';

export const afterSaleHandlers = [...serviceHandlers, ...askHandlers, ...noticeHandlers];
