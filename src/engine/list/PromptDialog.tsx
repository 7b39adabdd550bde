import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { nonBlankRule } from '@/validation/rules';
import type { Action } from './types';

/** Asks the text an action needs (the reason of a down-shelf); required, non-blank. */
export function PromptDialog({ action, busy, onCancel, onSubmit }: {
  action: Action;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: Record<string, string>) => void;
}) {
  const { t } = useTranslation(['engine', 'goods']);
  const [form] = Form.useForm<Record<string, string>>();
  const prompt = action.prompt!;
  const label = t(prompt.label);
  return (
    <Modal open title={t(action.label)} okButtonProps={{ loading: busy, danger: action.danger }} onCancel={onCancel} onOk={() => form.submit()} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(values) => onSubmit({ [prompt.field]: values[prompt.field]!.trim() })}>
        <Form.Item
          name={prompt.field}
          label={label}
          rules={[nonBlankRule(label)]}
          validateTrigger="onBlur"
        >
          <Input.TextArea rows={3} maxLength={prompt.maxLength ?? 200} showCount autoFocus data-testid="prompt-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
