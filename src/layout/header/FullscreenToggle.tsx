import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback/feedback';

const subscribe = (l: () => void) => {
  document.addEventListener('fullscreenchange', l);
  return () => document.removeEventListener('fullscreenchange', l);
};

export function FullscreenToggle() {
  const { t } = useTranslation('layout');
  const { message } = useFeedback();
  const full = useSyncExternalStore(subscribe, () => Boolean(document.fullscreenElement), () => false);
  const toggle = async () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('header.fullscreenUnsupported'));
      return;
    }
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  };
  // The button says what it does now: enter full screen, or leave it.
  const label = t(full ? 'header.exitFullscreen' : 'header.fullscreen');
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={() => void toggle()} />
    </Tooltip>
  );
}
