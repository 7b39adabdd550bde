import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormValues } from '@/schemas/types';
import { checkRule } from '@/validation/checks';
import { fieldTypeOf, type Field } from '../fields/registry';
import { antdRules, dependenciesOf, formOptionsOf, isRequired, ruleSpecsOf, type RuleForm } from '../fields/rules';

type Path = (string | number)[];

interface ItemProps {
  field: Field;
  /** The field's name path in the form. */
  name: Path;
  /** Where its siblings live: the form (`[]`) or a group item (`['steps', 0]`). */
  scope: Path;
  readOnly: boolean;
}

const valuesAt = (form: Pick<RuleForm, 'getFieldValue' | 'getFieldsValue'>, scope: Path): FormValues =>
  ((scope.length ? form.getFieldValue(scope) : form.getFieldsValue(true)) ?? {}) as FormValues;

function InputItem({ field, name, scope, readOnly }: ItemProps) {
  const { t } = useTranslation();
  const options = formOptionsOf(field);
  const Input = fieldTypeOf(field).input;
  const form = Form.useFormInstance();
  const frozen = readOnly || (typeof options.readOnly === 'function' ? options.readOnly(valuesAt(form, scope)) : Boolean(options.readOnly));
  return (
    <Form.Item
      name={name}
      label={t(field.label)}
      required={isRequired(field) && !frozen}
      rules={frozen ? [] : antdRules(field, t, (f) => valuesAt(f, scope))}
      dependencies={dependenciesOf(field).map((key) => [...scope, key])}
      // A hint on what to type is no use where nothing can be typed.
      extra={options.extra && !frozen ? t(options.extra) : undefined}
      validateTrigger={['onChange', 'onBlur']}
      data-field={field.key}
    >
      {Input ? <Input field={field} disabled={frozen} placeholder={options.placeholder ? t(options.placeholder) : t(field.label)} /> : <span />}
    </Form.Item>
  );
}

/**
 * The item "add" starts from: the group's `initial`, or the first of them when `initial` is the items a
 * new record starts with (a full-cut starts with one step).
 */
const newItemOf = (field: Field): unknown => {
  const initial = formOptionsOf(field).initial;
  return Array.isArray(initial) ? (initial[0] ?? {}) : (initial ?? {});
};

/**
 * A repeatable group (the steps of a promotion): add and remove items within its limits. Its rules see
 * the form's values (a step's threshold depends on the activity's threshold type). `props.fixed`: the
 * items come from the record (the hour slots of a flash sale), none is added or removed.
 */
function GroupItem({ field, name, scope, readOnly }: ItemProps) {
  const { t } = useTranslation('engine');
  const form = Form.useFormInstance();
  const rules = ruleSpecsOf(field);
  // Only a stated cap stops the add button; a hinted one (`warn`) lets the user go over it, with the warning.
  const limits = rules.find((r) => r.kind === 'items' && r.max !== undefined && !r.warn);
  const max = limits?.kind === 'items' ? limits.max : undefined;
  const label = t(field.label);
  const editable = !readOnly && !field.props?.fixed;
  return (
    <Form.List
      name={name}
      rules={rules.map((rule) => ({
        // A limit the contract does not state is said, and does not stop the save.
        warningOnly: rule.warn,
        validator: async (_: unknown, value: unknown) => {
          const broken = checkRule(rule, value, valuesAt(form, scope));
          if (broken) throw new Error(t(broken.key, { label, ...broken.values }));
        },
      }))}
    >
      {(items, { add, remove }, { errors, warnings }) => (
        <Card size="small" title={label} style={{ marginBottom: 16 }} data-group={field.key}>
          {items.map((item, index) => (
            <div key={item.key} data-group-item={index} style={{ display: 'flex', gap: 12, alignItems: 'flex-start', flexWrap: 'wrap', borderBottom: '1px dashed var(--ant-color-border-secondary)', marginBottom: 12 }}>
              <span style={{ paddingTop: 34, minWidth: 24 }}>{index + 1}.</span>
              {(field.item ?? []).map((sub) => (
                <FieldItem key={sub.key} field={sub} name={[item.name, sub.key]} scope={[...name, item.name]} readOnly={readOnly} />
              ))}
              {editable && (
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('form.removeItem')} style={{ marginTop: 30 }} onClick={() => remove(item.name)} />
              )}
            </div>
          ))}
          {editable && (
            <Button type="dashed" icon={<PlusOutlined />} disabled={max !== undefined && items.length >= max} onClick={() => add(newItemOf(field))} data-testid={`add-${field.key}`}>
              {formOptionsOf(field).addLabel ? t(formOptionsOf(field).addLabel!) : t('form.addItem', { label })}
            </Button>
          )}
          <Form.ErrorList errors={errors} warnings={warnings} />
        </Card>
      )}
    </Form.List>
  );
}

/** One field: hidden while its `when` does not hold; a group or an input. */
function FieldItem(props: ItemProps) {
  const { field, scope } = props;
  const when = formOptionsOf(field).when;
  const item = field.type === 'group' ? <GroupItem {...props} /> : <InputItem {...props} />;
  if (!when) return item;
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => (when(valuesAt(form, scope)) ? item : null)}
    </Form.Item>
  );
}

/** The fields of a form (or of one section or step), each rendered by its type. */
export function FormFields({ fields, readOnly = false }: { fields: readonly Field[]; readOnly?: boolean }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={0}>
      {fields.map((field) => (
        <FieldItem key={field.key} field={field} name={[field.key]} scope={[]} readOnly={readOnly} />
      ))}
    </Space>
  );
}
