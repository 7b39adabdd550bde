import { lazyScreens, type ScreenDeclaration } from '@/engine/declare';
import { complaintsHead, consultationsHead, noticesHead, refundsHead, servicesHead } from './families';

// Each family's schema and screen configs load with its first screen opened, not with the shell.
const complaints = lazyScreens(() => import('./complaints'));
const consultations = lazyScreens(() => import('./consultations'));
const notices = lazyScreens(() => import('./notices'));
const refunds = lazyScreens(() => import('./refunds'));
const services = lazyScreens(() => import('./services'));

/** Customer service and after-sales (spec §2 Operations → customer; api reference §5, §4.6). */
export const customer: ScreenDeclaration = {
  name: 'customer',
  restricted: true,
  children: [
    { path: 'consultation', screen: consultations.list(consultationsHead, (m) => m.consultations.list(m.consultationList)) },
    { path: 'message', screen: notices.list(noticesHead, (m) => m.notices.list(m.noticeList)) },
    { path: 'consultationDetail/:askId', hidden: true, belongsTo: 'consultation', screen: consultations.show(consultationsHead, (m) => m.consultations.show(m.consultationDetail)) },
    { path: 'complaint-list', screen: complaints.list(complaintsHead, (m) => m.complaints.list(m.complaintList)) },
    { path: 'complaint-detail/:id', hidden: true, belongsTo: 'complaintList', screen: complaints.show(complaintsHead, (m) => m.complaintScreen) },
    // Its export lands in the export records (api reference §8.10).
    { path: 'service-list', restricted: true, implies: ['deriveRecord'], screen: services.list(servicesHead, (m) => m.services.list(m.serviceList)) },
    { path: 'service-detail/:service_sn', hidden: true, restricted: true, belongsTo: 'serviceList', screen: services.show(servicesHead, (m) => m.services.show(m.serviceDetail)) },
    { path: 'refund-list', restricted: true, screen: refunds.list(refundsHead, (m) => m.refunds.list(m.refundList)) },
  ],
};
