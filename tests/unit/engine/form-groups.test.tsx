/** Repeatable groups: their rules see the form's values, a fixed group adds and removes nothing, a new item copies the first initial one. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type FormInstance } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Field } from '@/engine/fields/registry';
import { FormFields } from '@/engine/form/FormFields';
import '@/engine/schema';
import { i18n } from '@/i18n';
import { renderComponent } from '../../helpers/render-component';

const steps = (extra: Partial<Field> = {}): Field => ({
  key: 'steps',
  label: 'promotions:field.steps',
  type: 'group',
  item: [{ key: 'threshold', label: 'promotions:field.threshold', type: 'number' }],
  form: {
    initial: [{ threshold: 1 }],
    // Whole numbers only when the form counts items.
    rules: [{ kind: 'check', check: (value, values) => (values.unit === 'count' && (value as Array<{ threshold: number }>).some((s) => !Number.isInteger(s.threshold)) ? 'whole numbers only' : undefined) }],
  },
  ...extra,
});

function mount(field: Field, initial: Record<string, unknown>) {
  let form: FormInstance | undefined;
  function Host() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance} initialValues={initial}>
        <FormFields fields={[field]} />
      </Form>
    );
  }
  renderComponent(<Host />);
  return () => form!;
}

describe('form groups', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it("a group's rule sees the form's values", async () => {
    const form = mount(steps(), { unit: 'count', steps: [{ threshold: 1.5 }] });
    await expect(form().validateFields()).rejects.toBeTruthy();
    expect(await screen.findByText('whole numbers only')).toBeInTheDocument();
    form().setFieldValue('unit', 'amount');
    await expect(form().validateFields()).resolves.toBeTruthy();
  });

  it('a new item copies the first of the initial items', async () => {
    const user = userEvent.setup();
    const form = mount(steps(), { steps: [{ threshold: 1 }] });
    await user.click(screen.getByTestId('add-steps'));
    await waitFor(() => expect(form().getFieldValue('steps')).toEqual([{ threshold: 1 }, { threshold: 1 }]));
  });

  it('a fixed group offers neither add nor remove', async () => {
    mount(steps({ props: { fixed: true } }), { steps: [{ threshold: 1 }, { threshold: 2 }] });
    await waitFor(() => expect(screen.getAllByRole('spinbutton')).toHaveLength(2));
    expect(screen.queryByTestId('add-steps')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除此项' })).not.toBeInTheDocument();
  });
});
