import { lazyScreens, type ScreenDeclaration } from '@/engine/declare';
import { clerksHead, gradesHead, marginFlowsHead, pickupPointsHead, roleIdRule, rolesHead, shipTemplatesHead, shopHead } from './families';

// The area's schemas, screen configs and field types load with its first screen opened, not with the shell.
const settings = lazyScreens(() => import('./screens'));

/** The settings area of spec §2 (api reference §8). */
export const setting: ScreenDeclaration = {
  path: 'setting',
  name: 'setting',
  icon: 'setting',
  redirect: 'shop-setting',
  restricted: true,
  children: [
    { path: 'shop-setting', restricted: true, screen: settings.settings(shopHead, (m) => m.shopSetting) },
    { path: 'shop-security-deposit', screen: settings.list(marginFlowsHead, (m) => m.depositList) },
    { path: 'goods-warning', restricted: true, screen: settings.settings(shopHead, (m) => m.goodsWarning) },
    // Reached from the shop settings (designed: docs/api/grade-application.md).
    { path: 'grade-application', hidden: true, belongsTo: 'shopSetting', screen: settings.list(gradesHead, (m) => m.gradeList) },
    { path: 'invoice-settings', screen: settings.settings(shopHead, (m) => m.invoiceSettings) },
    // The freight templates, with the logistics companies above them.
    { path: 'logistics-manage', restricted: true, screen: settings.list(shipTemplatesHead, (m) => m.templateList) },
    // The pickup point screens sit in the menu as one entry (designed: docs/api/pickup-points.md).
    { path: 'pickup-point/list', name: 'pickupPoint', screen: settings.list(pickupPointsHead, (m) => m.pickupPointList) },
    { path: 'pickup-point/add', name: 'pickupPointAdd', hidden: true, belongsTo: 'pickupPoint', screen: settings.form(pickupPointsHead, (m) => m.pickupPointForm).create },
    { path: 'pickup-point/edit/:id', name: 'pickupPointEdit', hidden: true, belongsTo: 'pickupPoint', screen: settings.form(pickupPointsHead, (m) => m.pickupPointForm).edit },
    { path: 'password-settings', restricted: true, screen: settings.settings(shopHead, (m) => m.passwordSettings) },
    {
      name: 'shopAuth',
      children: [
        { path: 'shop-assistant', screen: settings.list(clerksHead, (m) => m.clerkList) },
        { path: 'role-manage', screen: settings.list(rolesHead, (m) => m.roleList) },
        // Numeric ids only; 0 is a new role.
        { path: 'role-permission/:id', hidden: true, belongsTo: 'roleManage', params: { id: roleIdRule }, screen: settings.form(rolesHead, (m) => m.roleForm).edit },
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
