import { Card, Space } from 'antd';
import type { ReactNode } from 'react';

/** A statistics page: its controls (the period) on top, then its charts and tables. */
export function StatPage({ toolbar, children }: { toolbar?: ReactNode; children: ReactNode }) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {toolbar && <Card size="small">{toolbar}</Card>}
      {children}
    </Space>
  );
}
