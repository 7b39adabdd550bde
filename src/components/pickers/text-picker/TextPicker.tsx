import { useEffect } from 'react';
import { Form, Input, Modal, Select, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTION_TYPES, validateAction, type ActionType } from '../shared/actions';
import { DIALOG_WIDTH, TEXT_MAX_LENGTH, TEXT_MIN_LENGTH } from '../shared/constants';
import type { DialogPickerProps } from '../shared/types';
import { validateText, type TextAction } from './rules';

export interface TextPickerProps extends DialogPickerProps<TextAction> {
  value?: Partial<TextAction>;
  minLength?: number;
  maxLength?: number;
  title?: string;
  /** false: the text only (a caller that sets where the text leads its own way, e.g. the page editor's typed links). */
  withAction?: boolean;
}

const EMPTY: TextAction = { text: '', opt_type: 'NONE', opt_value: '' };

/** Text picker (500): text with an action; an invalid form shows '表单填写有误，请核对！'. */
export function TextPicker({
  open,
  onClose,
  onConfirm,
  value,
  minLength = TEXT_MIN_LENGTH,
  maxLength = TEXT_MAX_LENGTH,
  title,
  withAction = true,
}: TextPickerProps) {
  const { t } = useTranslation('pickers');
  const [toast, holder] = message.useMessage();
  const [form] = Form.useForm<TextAction>();
  const optType = Form.useWatch('opt_type', form) as ActionType | undefined;

  useEffect(() => {
    if (open) form.setFieldsValue({ ...EMPTY, ...value });
  }, [open, value, form]);

  const confirm = async () => {
    try {
      const values = await form.validateFields();
      if (!withAction) return onConfirm({ text: values.text, opt_type: 'NONE', opt_value: '' });
      onConfirm({ text: values.text, opt_type: values.opt_type, opt_value: values.opt_type === 'NONE' ? '' : values.opt_value.trim() });
    } catch {
      void toast.error(t('text.invalidForm'));
    }
  };

  return (
    <Modal
      open={open}
      title={title ?? t('text.title')}
      width={DIALOG_WIDTH.text}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={t('action.confirm')}
      cancelText={t('action.cancel')}
      forceRender
    >
      {holder}
      <Form form={form} layout="vertical" initialValues={{ ...EMPTY, ...value }}>
        <Form.Item
          name="text"
          label={t('text.text')}
          validateTrigger={['onBlur', 'onChange']}
          rules={[
            {
              validator: (_rule, text: string | undefined) => {
                const error = validateText(text, minLength, maxLength);
                return error ? Promise.reject(new Error(t(error, { min: minLength, max: maxLength }))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input maxLength={maxLength} showCount aria-label={t('text.text')} />
        </Form.Item>
        {withAction && (
          <>
            <Form.Item name="opt_type" label={t('action.type')}>
              <Select<ActionType>
                aria-label={t('action.type')}
                options={ACTION_TYPES.map((type) => ({ value: type, label: t(`action.types.${type}`) }))}
                onChange={() => void form.validateFields(['opt_value']).catch(() => undefined)}
              />
            </Form.Item>
            <Form.Item
              name="opt_value"
              label={t('action.value')}
              dependencies={['opt_type']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, optValue: string | undefined) => {
                    const error = validateAction({ opt_type: getFieldValue('opt_type') as ActionType, opt_value: optValue ?? '' });
                    return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
                  },
                }),
              ]}
            >
              <Input aria-label={t('action.value')} disabled={optType === 'NONE'} placeholder={t('action.valuePlaceholder')} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
