import { lazyScreens, type ScreenDeclaration } from '@/engine/declare';
import { systemLogsHead } from './families';

// The lists' schemas and configs load with the log's screen (the report pages import them themselves).
const lists = lazyScreens(() => import('./lists'));

/** Statistics (spec §2; api reference §7): bespoke report pages, and the operation log as a list. */
export const statistics: ScreenDeclaration = {
  path: 'statistics',
  name: 'statistics',
  icon: 'statistics',
  redirect: 'generality-overview',
  children: [
    { path: 'generality-overview', component: () => import('@/pages/statistics/pages/GeneralityOverview') },
    {
      name: 'goodsAnalysis',
      children: [
        { path: 'goods-details', component: () => import('@/pages/statistics/pages/GoodsDetails') },
        { path: 'price-sales', component: () => import('@/pages/statistics/pages/PriceSales') },
        { path: 'hot-selling-goods', component: () => import('@/pages/statistics/pages/HotSellingGoods') },
      ],
    },
    {
      name: 'operateReport',
      children: [
        { path: 'regional-analysis', component: () => import('@/pages/statistics/pages/RegionalAnalysis') },
        { path: 'sales-statistics', component: () => import('@/pages/statistics/pages/SalesStatistics') },
        { path: 'buy-analysis', component: () => import('@/pages/statistics/pages/BuyAnalysis') },
      ],
    },
    { path: 'traffic-statistics', component: () => import('@/pages/statistics/pages/TrafficStatistics') },
    { path: 'collect-statistics', component: () => import('@/pages/statistics/pages/CollectStatistics') },
    { path: 'log-manage', hidden: true, belongsTo: 'generalityOverview', screen: lists.list(systemLogsHead, (m) => m.systemLogs.list(m.systemLogList)) },
  ],
};
