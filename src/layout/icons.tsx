import {
  BarChartOutlined,
  DashboardOutlined,
  FileTextOutlined,
  NotificationOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  shopping: <ShoppingOutlined />,
  order: <FileTextOutlined />,
  operations: <NotificationOutlined />,
  statistics: <BarChartOutlined />,
  setting: <SettingOutlined />,
  task: <ScheduleOutlined />,
};

export const menuIcon = (name: string | undefined) => (name ? ICONS[name] : undefined);
