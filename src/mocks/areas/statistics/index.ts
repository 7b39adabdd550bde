/** The statistics area: statistics and dashboard calls of api-reference §7, platform notices and the operation log. */
import { dashboardHandlers } from './dashboard';
import { goodsAnalysisHandlers } from './goods-analysis';
import { noticeHandlers } from './notices';
import { profileHandlers } from './profile';
import { reportHandlers } from './reports';
import { systemLogHandlers } from './system-logs';
import { trafficHandlers } from './traffic';

export const statisticsHandlers = [
  ...dashboardHandlers,
  ...profileHandlers,
  ...goodsAnalysisHandlers,
  ...reportHandlers,
  ...trafficHandlers,
  ...noticeHandlers,
  ...systemLogHandlers,
];
