import type { ScreenDeclaration } from '@/engine/declare';

export const setting: ScreenDeclaration = {
  path: 'setting',
  name: 'setting',
  icon: 'setting',
  redirect: 'shop-setting',
  restricted: true,
  children: [
    { path: 'shop-setting', restricted: true },
    { path: 'shop-security-deposit' },
    { path: 'goods-warning', restricted: true },
    { path: 'grade-application', hidden: true, belongsTo: 'shopSetting' },
    { path: 'invoice-settings' },
    { path: 'logistics-manage', restricted: true },
    {
      path: 'pickup-point',
      redirect: 'list',
      children: [
        { path: 'list', name: 'pickupPoint' },
        { path: 'add', name: 'pickupPointAdd', hidden: true, belongsTo: 'pickupPoint' },
        { path: 'edit/:id', name: 'pickupPointEdit', hidden: true, belongsTo: 'pickupPoint' },
      ],
    },
    { path: 'password-settings', restricted: true },
    {
      name: 'shopAuth',
      children: [
        { path: 'shop-assistant' },
        { path: 'role-manage' },
        { path: 'role-permission/:id', hidden: true, belongsTo: 'roleManage' },
      ],
    },
    {
      name: 'materialManage',
      children: [{ path: 'picture-space' }, { path: 'video-space' }],
    },
  ],
};
