import { Button, Empty, Input, Space, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnix } from '@/utils/time';
import type { RequestSpec, Row } from '../../actions/types';
import { useCall } from '../../data/use-call';

/** Events in time order (logs, a thread); with `send`, a box to post a message to the thread. */
export function TimelineSection({ family, id, record, field, item, send }: {
  family: string;
  id: string;
  record: Row;
  field: string;
  item: { time: string; text: string; who?: string };
  send?: { label: string; request: (id: string, text: string) => RequestSpec };
}) {
  const { t } = useTranslation('engine');
  const call = useCall(family);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const events = (Array.isArray(record[field]) ? (record[field] as Row[]) : []).slice().sort((a, b) => Number(a[item.time] ?? 0) - Number(b[item.time] ?? 0));
  const post = async () => {
    if (!send || !text.trim()) return;
    setBusy(true);
    try {
      await call(send.request(id, text.trim()));
      setText('');
    } catch {
      // the client said why; the text stays
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid={`timeline-${field}`}>
      {events.length ? (
        <Timeline
          items={events.map((event, i) => ({
            key: i,
            children: (
              <div>
                <div>{String(event[item.text] ?? '')}</div>
                <small style={{ color: 'var(--ant-color-text-secondary)' }}>
                  {[item.who ? String(event[item.who] ?? '') : '', formatUnix(event[item.time] as number)].filter(Boolean).join(' · ')}
                </small>
              </div>
            ),
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
      {send && (
        <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
          {/* The reference states no length for a message (§4.6): 500 is counted, never cut off. */}
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} count={{ show: true, max: 500 }} value={text} onChange={(e) => setText(e.target.value)} aria-label={t(send.label)} placeholder={t(send.label)} />
          <Button type="primary" loading={busy} disabled={!text.trim()} onClick={() => void post()} data-testid="timeline-send">
            {t('record.send')}
          </Button>
        </Space.Compact>
      )}
    </div>
  );
}
