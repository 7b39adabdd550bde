/** A quotation line's quantity is refused as typed, never rounded or clamped into another (1–999 999 units, whole). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type FormInstance } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Field } from '@/engine/fields/registry';
import { FormFields } from '@/engine/form/FormFields';
import '@/engine/schema';
import { i18n } from '@/i18n';
import { quotationSchema } from '@/schemas/order/quotations';
import { renderComponent } from '../../helpers/render-component';

const quantity = quotationSchema.find((f) => f.key === 'items')!.item!.find((f) => f.key === 'quantity') as Field;

function mount() {
  let form: FormInstance | undefined;
  function Host() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance} initialValues={{ quantity: 1 }}>
        <FormFields fields={[quantity]} />
      </Form>
    );
  }
  renderComponent(<Host />);
  return () => form!;
}

async function type(text: string) {
  const user = userEvent.setup();
  const input = await screen.findByRole('spinbutton');
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
  return input;
}

describe('quotation line quantity', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it('1.5 stays 1.5 and is refused as not whole', async () => {
    const form = mount();
    const input = await type('1.5');
    await expect(form().validateFields()).rejects.toBeTruthy();
    expect(await screen.findByText('数量应为整数')).toBeInTheDocument();
    expect(input).toHaveValue('1.5');
    expect(form().getFieldValue('quantity')).toBe(1.5);
  });

  it('99999999 stays 99999999 and is refused as above 999 999', async () => {
    const form = mount();
    const input = await type('99999999');
    await expect(form().validateFields()).rejects.toBeTruthy();
    expect(await screen.findByText('数量应在1到999999之间')).toBeInTheDocument();
    expect(input).toHaveValue('99999999');
  });

  it('a whole number in range passes', async () => {
    const form = mount();
    await type('12');
    await waitFor(() => expect(form().getFieldValue('quantity')).toBe(12));
    await expect(form().validateFields()).resolves.toEqual({ quantity: 12 });
  });
});
