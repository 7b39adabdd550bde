import { InboxOutlined } from '@ant-design/icons';
import { theme, Typography } from 'antd';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, limitText, typesText, type FileRule } from './file-rules';

interface Props {
  rule: FileRule;
  disabled: boolean;
  onFile: (file: File) => void;
}

/**
 * Click or drop one file. Unlike antd's Upload it hands every file over (also a dropped file of the
 * wrong type), so the screen can say why it refuses it.
 */
export function FileDrop({ rule, disabled, onFile }: Props) {
  const { t } = useTranslation('goodsImport');
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  const open = () => {
    if (!disabled) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer?.files);
  };

  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled}
      aria-label={t('upload.choose')}
      data-testid="import-drop"
      onClick={open}
      onKeyDown={onKeyDown}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        border: `1px dashed ${over ? token.colorPrimary : token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorFillAlter,
        padding: `${token.paddingLG}px ${token.padding}px`,
        textAlign: 'center',
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        transition: 'border-color 0.2s',
      }}
    >
      <InboxOutlined style={{ fontSize: 40, color: token.colorPrimary }} />
      <Typography.Paragraph style={{ margin: `${token.marginXS}px 0 0` }}>{t('upload.drop')}</Typography.Paragraph>
      <Typography.Text type="secondary">{t('upload.hint', { types: typesText(rule), limit: limitText(rule) })}</Typography.Text>
      <input
        ref={input}
        type="file"
        accept={acceptAttribute(rule)}
        disabled={disabled}
        data-testid="import-file-input"
        style={{ display: 'none' }}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
