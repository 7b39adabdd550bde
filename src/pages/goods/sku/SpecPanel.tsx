import { useState } from 'react';
import { Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { messageOf, type RuleError } from '../publish/rules';
import { ImageUpload } from '../publish/ImageUpload';
import { useEnterOnlyAdds } from '@/engine/fields/inputs/tags';
import { checkNewSpecName, type SkuEditor } from './use-sku-editor';
import type { SpecGroup } from './matrix';

/** A "new value" input with its check. */
function NewValue({ group, editor }: { group: SpecGroup; editor: SkuEditor }) {
  const { t } = useTranslation('goodsPublish');
  const [name, setName] = useState('');
  const [error, setError] = useState<RuleError | null>(null);
  const label = t('sku.newValue');
  const add = async () => {
    const problem = checkNewSpecName(name, editor.optionsOf(group).map((v) => v.spec_value_name));
    setError(problem);
    if (problem) return;
    if (await editor.addValue(group.spec_group_sn, name)) setName('');
  };
  return (
    <Form.Item validateStatus={error ? 'error' : undefined} help={error ? messageOf(error, label) : undefined} style={{ marginBottom: 0 }}>
      <Space.Compact>
        <Input
          value={name}
          placeholder={label}
          aria-label={t('sku.newValueOf', { group: group.spec_group_name })}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => void add()}
          style={{ width: 180 }}
        />
        <Button icon={<PlusOutlined />} onClick={() => void add()}>
          {t('sku.addValue')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

function ValueImage({ group, valueSn, url, editor }: { group: SpecGroup; valueSn: string; url?: string; editor: SkuEditor }) {
  const { t } = useTranslation('goodsPublish');
  const value = group.values.find((v) => v.spec_value_sn === valueSn);
  return (
    <Space direction="vertical" size={4} style={{ width: 96, alignItems: 'center' }}>
      {url ? <img src={url} alt={value?.spec_value_name} style={{ width: 64, height: 64, objectFit: 'cover' }} /> : <div style={{ width: 64, height: 64, background: '#fafafa', border: '1px dashed #d9d9d9' }} />}
      <Typography.Text style={{ fontSize: 12 }}>{value?.spec_value_name}</Typography.Text>
      <ImageUpload onUploaded={(u) => editor.setValueImage(group.spec_group_sn, valueSn, u)}>
        <Button size="small" icon={<UploadOutlined />} aria-label={t('sku.valueImage', { value: value?.spec_value_name })} />
      </ImageUpload>
    </Space>
  );
}

/** A new spec group: name and first value, each ≤ 10 characters. */
function NewGroup({ editor }: { editor: SkuEditor }) {
  const { t } = useTranslation('goodsPublish');
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<{ name?: RuleError | null; value?: RuleError | null }>({});
  const add = async () => {
    const next = {
      name: checkNewSpecName(name, editor.library.map((s) => s.spec_group_name)),
      value: checkNewSpecName(value, []),
    };
    setErrors(next);
    if (next.name || next.value) return;
    if (await editor.createGroup(name, value)) {
      setName('');
      setValue('');
    }
  };
  return (
    <Space align="start" wrap>
      <Form.Item
        validateStatus={errors.name ? 'error' : undefined}
        help={errors.name ? messageOf(errors.name, t('sku.groupName')) : undefined}
        style={{ marginBottom: 0 }}
      >
        <Input value={name} placeholder={t('sku.groupName')} aria-label={t('sku.groupName')} onChange={(e) => setName(e.target.value)} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        validateStatus={errors.value ? 'error' : undefined}
        help={errors.value ? messageOf(errors.value, t('sku.firstValue')) : undefined}
        style={{ marginBottom: 0 }}
      >
        <Input value={value} placeholder={t('sku.firstValue')} aria-label={t('sku.firstValue')} onChange={(e) => setValue(e.target.value)} style={{ width: 160 }} />
      </Form.Item>
      <Button icon={<PlusOutlined />} onClick={() => void add()}>
        {t('sku.createGroup')}
      </Button>
    </Space>
  );
}

/** The chosen values of a group: Enter on one already chosen keeps it. */
function GroupValues({ group, editor }: { group: SpecGroup; editor: SkuEditor }) {
  const { t } = useTranslation('goodsPublish');
  const chosen = group.values.map((v) => v.spec_value_sn);
  const enter = useEnterOnlyAdds(chosen, (sns) => editor.setGroupValues(group.spec_group_sn, sns));
  return (
    <div {...enter.wrapper}>
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        aria-label={t('sku.valuesOf', { group: group.spec_group_name })}
        placeholder={t('sku.chooseValues')}
        value={chosen}
        optionFilterProp="label"
        options={editor.optionsOf(group).map((v) => ({ value: v.spec_value_sn, label: v.spec_value_name }))}
        {...enter.select}
      />
    </div>
  );
}

/** Spec groups and their values: from the shop's spec library, or typed in. */
export function SpecPanel({ editor }: { editor: SkuEditor }) {
  const { t } = useTranslation('goodsPublish');
  const available = editor.library.filter((s) => !editor.groups.some((g) => g.spec_group_sn === s.spec_group_sn));
  return (
    <Card title={t('sku.specs')}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {editor.groups.map((group, index) => (
          <Card
            key={group.spec_group_sn}
            size="small"
            data-testid="spec-group"
            title={group.spec_group_name}
            extra={
              <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => editor.removeGroup(group.spec_group_sn)}>
                {t('sku.removeGroup')}
              </Button>
            }
          >
            <Space direction="vertical" style={{ width: '100%' }}>
              <GroupValues group={group} editor={editor} />
              <NewValue group={group} editor={editor} />
              {index === 0 && group.values.length > 0 && (
                <div>
                  <Typography.Text type="secondary">{t('sku.imageHint')}</Typography.Text>
                  <Space wrap style={{ marginTop: 8 }}>
                    {group.values.map((v) => (
                      <ValueImage key={v.spec_value_sn} group={group} valueSn={v.spec_value_sn} url={v.spec_value_image} editor={editor} />
                    ))}
                  </Space>
                </div>
              )}
            </Space>
          </Card>
        ))}
        <Space wrap>
          <Select
            style={{ width: 220 }}
            aria-label={t('sku.addGroup')}
            placeholder={t('sku.addGroup')}
            value={null}
            disabled={!available.length}
            options={available.map((s) => ({ value: String(s.id), label: s.spec_group_name }))}
            onChange={(id: string) => editor.addLibraryGroup(id)}
          />
        </Space>
        <NewGroup editor={editor} />
      </Space>
    </Card>
  );
}
