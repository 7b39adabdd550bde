import { useState } from 'react';
import { Button, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTION_TYPES, validateAction, type Action, type ActionError, type ActionType } from '../shared/actions';

export interface ActionEditorProps {
  initial: Action;
  onSave: (action: Action) => void;
  onCancel: () => void;
  /** shows a rule failure */
  onError: (error: ActionError) => void;
}

/** The per-image action panel: type and value, save (with the rules) or cancel. */
export function ActionEditor({ initial, onSave, onCancel, onError }: ActionEditorProps) {
  const { t } = useTranslation('pickers');
  const [action, setAction] = useState<Action>(initial);
  const save = () => {
    const error = validateAction(action);
    if (error) return onError(error);
    onSave({ opt_type: action.opt_type, opt_value: action.opt_type === 'NONE' ? '' : action.opt_value.trim() });
  };
  return (
    <div data-testid="action-editor" style={{ border: '1px dashed #d9d9d9', padding: 12, marginBottom: 12 }}>
      <Space wrap>
        <Space.Compact>
          <Button disabled>{t('action.type')}</Button>
          <Select<ActionType>
            aria-label={t('action.type')}
            style={{ width: 160 }}
            value={action.opt_type}
            onChange={(opt_type) => setAction((a) => ({ ...a, opt_type }))}
            options={ACTION_TYPES.map((value) => ({ value, label: t(`action.types.${value}`) }))}
          />
        </Space.Compact>
        <Space.Compact>
          <Button disabled>{t('action.value')}</Button>
          <Input
            aria-label={t('action.value')}
            style={{ width: 220 }}
            disabled={action.opt_type === 'NONE'}
            placeholder={t('action.valuePlaceholder')}
            value={action.opt_value}
            onChange={(e) => setAction((a) => ({ ...a, opt_value: e.target.value }))}
          />
        </Space.Compact>
      </Space>
      {action.opt_type !== 'NONE' && action.opt_type !== 'KEYWORD' && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
          {t(`action.tips.${action.opt_type}`)}
        </Typography.Paragraph>
      )}
      <Space style={{ marginTop: 8 }}>
        <Button type="primary" size="small" onClick={save}>
          {t('action.save')}
        </Button>
        <Button size="small" onClick={onCancel}>
          {t('action.cancel')}
        </Button>
      </Space>
    </div>
  );
}
