import type { ScreenDeclaration } from '@/engine/declare';
import { complaintList, complaints, complaintScreen } from './complaints';
import { consultationDetail, consultationList, consultations } from './consultations';
import { noticeList, notices } from './notices';
import { refundList, refunds } from './refunds';
import { serviceDetail, serviceList, services } from './services';

/** Customer service and after-sales (spec §2 Operations → customer; api reference §5, §4.6). */
export const customer: ScreenDeclaration = {
  name: 'customer',
  restricted: true,
  children: [
    { path: 'consultation', screen: consultations.list(consultationList) },
    { path: 'message', screen: notices.list(noticeList) },
    { path: 'consultationDetail/:askId', hidden: true, belongsTo: 'consultation', screen: consultations.show(consultationDetail) },
    { path: 'complaint-list', screen: complaints.list(complaintList) },
    { path: 'complaint-detail/:id', hidden: true, belongsTo: 'complaintList', screen: complaintScreen },
    // Its export lands in the export records (api reference §8.10).
    { path: 'service-list', restricted: true, implies: ['deriveRecord'], screen: services.list(serviceList) },
    { path: 'service-detail/:service_sn', hidden: true, restricted: true, belongsTo: 'serviceList', screen: services.show(serviceDetail) },
    { path: 'refund-list', restricted: true, screen: refunds.list(refundList) },
  ],
};
