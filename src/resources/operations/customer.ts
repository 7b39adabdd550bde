import type { ScreenDeclaration } from '@/engine/declare';

/** Customer service and after-sales (spec §2 Operations → customer; api reference §5, §4.6). */
export const customer: ScreenDeclaration = {
  name: 'customer',
  restricted: true,
  children: [
    { path: 'consultation' },
    { path: 'message' },
    { path: 'consultationDetail/:askId', hidden: true, belongsTo: 'consultation' },
    { path: 'complaint-list' },
    { path: 'complaint-detail/:id', hidden: true, belongsTo: 'complaintList' },
    { path: 'service-list', restricted: true, implies: ['deriveRecord'] },
    { path: 'service-detail/:service_sn', hidden: true, restricted: true, belongsTo: 'serviceList' },
    { path: 'refund-list', restricted: true },
  ],
};
