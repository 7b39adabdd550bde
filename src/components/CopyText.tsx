import { CopyOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Copy-to-clipboard widget: tooltip 'click to copy', then 'copied'. */
export function CopyText({ text, children }: { text: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Tooltip title={copied ? t('copy.done') : t('copy.tip')} onOpenChange={(open) => !open && setCopied(false)}>
      <span
        role="button"
        tabIndex={0}
        data-testid="copy-text"
        style={{ cursor: 'pointer' }}
        onClick={async () => {
          await navigator.clipboard.writeText(text);
          setCopied(true);
        }}
      >
        {children ?? text} <CopyOutlined />
      </span>
    </Tooltip>
  );
}
