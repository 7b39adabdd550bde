import type { ScreenDeclaration } from '@/engine/declare';
import { depositList } from './deposit';
import './field-types';
import { gradeList } from './grades';
import { templateList } from './logistics';
import { pickupPointForm, pickupPointList } from './pickup-points';
import { roleForm, roleIdRule, roleList } from './roles';
import { goodsWarning, invoiceSettings, passwordSettings, shopSetting } from './shop';
import { clerkList } from './staff';

/** The settings area of spec §2 (api reference §8). */
export const setting: ScreenDeclaration = {
  path: 'setting',
  name: 'setting',
  icon: 'setting',
  redirect: 'shop-setting',
  restricted: true,
  children: [
    { path: 'shop-setting', restricted: true, screen: shopSetting },
    { path: 'shop-security-deposit', screen: depositList },
    { path: 'goods-warning', restricted: true, screen: goodsWarning },
    // Reached from the shop settings (designed: docs/api/grade-application.md).
    { path: 'grade-application', hidden: true, belongsTo: 'shopSetting', screen: gradeList },
    { path: 'invoice-settings', screen: invoiceSettings },
    // The freight templates, with the logistics companies above them.
    { path: 'logistics-manage', restricted: true, screen: templateList },
    // The pickup point screens sit in the menu as one entry (designed: docs/api/pickup-points.md).
    { path: 'pickup-point/list', name: 'pickupPoint', screen: pickupPointList },
    { path: 'pickup-point/add', name: 'pickupPointAdd', hidden: true, belongsTo: 'pickupPoint', screen: pickupPointForm.create },
    { path: 'pickup-point/edit/:id', name: 'pickupPointEdit', hidden: true, belongsTo: 'pickupPoint', screen: pickupPointForm.edit },
    { path: 'password-settings', restricted: true, screen: passwordSettings },
    {
      name: 'shopAuth',
      children: [
        { path: 'shop-assistant', screen: clerkList },
        { path: 'role-manage', screen: roleList },
        // Numeric ids only; 0 is a new role.
        { path: 'role-permission/:id', hidden: true, belongsTo: 'roleManage', params: { id: roleIdRule }, screen: roleForm.edit },
      ],
    },
    {
      name: 'materialManage',
      children: [
        { path: 'picture-space', component: () => import('@/pages/setting/material/picture-space') },
        { path: 'video-space', component: () => import('@/pages/setting/material/video-space') },
      ],
    },
  ],
};
