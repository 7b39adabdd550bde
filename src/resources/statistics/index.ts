import type { ScreenDeclaration } from '@/engine/declare';

export const statistics: ScreenDeclaration = {
  path: 'statistics',
  name: 'statistics',
  icon: 'statistics',
  redirect: 'generality-overview',
  children: [
    { path: 'generality-overview' },
    {
      name: 'goodsAnalysis',
      children: [{ path: 'goods-details' }, { path: 'price-sales' }, { path: 'hot-selling-goods' }],
    },
    {
      name: 'operateReport',
      children: [{ path: 'regional-analysis' }, { path: 'sales-statistics' }, { path: 'buy-analysis' }],
    },
    { path: 'traffic-statistics' },
    { path: 'collect-statistics' },
    { path: 'log-manage', hidden: true, belongsTo: 'generalityOverview' },
  ],
};
