import type { ScreenDeclaration } from './types';

export const goods: ScreenDeclaration = {
  path: 'goods',
  name: 'goods',
  icon: 'shopping',
  redirect: 'goods-list',
  restricted: true,
  children: [
    { path: 'goods-list', restricted: true, api: { api: 'seller/goods', idField: 'goods_id' } },
    { path: 'understock', restricted: true, api: { api: 'seller/goods/warning', idField: 'goods_id' } },
    { path: 'distribution-goods-list', shops: ['ordinary'] },
    { path: 'suppler-goods', shops: ['supplier'] },
    { path: 'suppler-goods-detail/:id?/:category_id?', hidden: true, shops: ['supplier'] },
    {
      name: 'goodsData',
      children: [{ path: 'auth-goods-list' }, { path: 'draft-list' }, { path: 'recycle-station' }],
    },
    {
      name: 'goodsSetting',
      children: [
        { path: 'spec-manage' },
        { path: 'category-manage' },
        { path: 'tag-manage' },
        { path: 'tag-add/:tag_id', hidden: true },
      ],
    },
    { path: 'good-publish/:goodsid?/:isdraft?', hidden: true, noCache: true, restricted: true },
    { path: 'good-sku/:goodsid?', hidden: true, noCache: true, restricted: true },
    {
      path: 'import',
      redirect: 'spu-import',
      children: [
        { path: 'spu-import' },
        { path: 'sku-import' },
        { path: 'parameter-import' },
        { path: 'goods-image-import' },
        { path: 'goods-info-import' },
      ],
    },
  ],
};
