import { useState, type ReactNode } from 'react';
import { Button, Card, Form, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AreaPicker,
  CategoryPicker,
  DateRangePicker,
  GoodsPicker,
  ImagePicker,
  MemberPicker,
  MobileField,
  PagePicker,
  PriceRangeDialog,
  RegionFormItem,
  ResourcePicker,
  TextPicker,
  YearMonthPicker,
  useMobileRule,
  type GoodsItem,
  type MemberItem,
} from '@/components/pickers';
import { SectionHeading } from '@/components/SectionHeading';

type PickerName =
  | 'page-picker'
  | 'resource-picker'
  | 'mobile'
  | 'region'
  | 'area'
  | 'goods'
  | 'member'
  | 'image'
  | 'text'
  | 'price-range'
  | 'category'
  | 'year-month'
  | 'date-range';

const NAMES: PickerName[] = [
  'page-picker',
  'resource-picker',
  'mobile',
  'region',
  'area',
  'goods',
  'member',
  'image',
  'text',
  'price-range',
  'category',
  'year-month',
  'date-range',
];

/** Field pickers are shown in a small dialog with a form so their rules can be tried. */
function FieldDialog({ open, title, onClose, onDone, children }: { open: boolean; title: string; onClose: () => void; onDone: (value: unknown) => void; children: ReactNode }) {
  const [form] = Form.useForm();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() =>
        form
          .validateFields()
          .then((values: unknown) => onDone(values))
          .catch(() => undefined)
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}

function MobileItem() {
  const rule = useMobileRule();
  const { t } = useTranslation('pickers');
  return (
    <Form.Item name="mobile" label={t('gallery.names.mobile')} rules={[rule]} validateTrigger="onBlur">
      <MobileField />
    </Form.Item>
  );
}

/** Demo-mode page opening every shared picker and showing what it emits. */
export default function PickerGallery() {
  const { t } = useTranslation('pickers');
  const [open, setOpen] = useState<PickerName | null>(null);
  const [results, setResults] = useState<Partial<Record<PickerName, unknown>>>({});
  const [goods, setGoods] = useState<GoodsItem[]>([]);
  const [members, setMembers] = useState<MemberItem[]>([]);

  const close = () => setOpen(null);
  const done = (name: PickerName) => (value: unknown) => {
    setResults((r) => ({ ...r, [name]: value }));
    setOpen(null);
  };
  const is = (name: PickerName) => open === name;
  const label = (name: PickerName) => t(`gallery.names.${name}`);

  return (
    <Card title={t('gallery.title')}>
      <Space wrap style={{ marginBottom: 16 }}>
        {NAMES.map((name) => (
          <Button key={name} data-testid={`open-${name}`} onClick={() => setOpen(name)}>
            {label(name)}
          </Button>
        ))}
      </Space>
      <SectionHeading>{t('gallery.result')}</SectionHeading>
      {NAMES.filter((name) => results[name] !== undefined).map((name) => (
        <div key={name} data-testid={`result-${name}`}>
          <Typography.Text strong>{label(name)}</Typography.Text>
          <pre style={{ background: '#f6f8fa', padding: 8, maxHeight: 240, overflow: 'auto' }}>{JSON.stringify(results[name], null, 2)}</pre>
        </div>
      ))}

      <PagePicker open={is('page-picker')} multiple limit={3} onClose={close} onConfirm={done('page-picker')} />
      <ResourcePicker open={is('resource-picker')} multiple limit={5} onClose={close} onConfirm={done('resource-picker')} />
      <AreaPicker open={is('area')} onClose={close} onConfirm={done('area')} />
      <GoodsPicker
        open={is('goods')}
        limit={5}
        value={goods.map((g) => g.goods_id)}
        onClose={close}
        onConfirm={(items) => {
          setGoods(items);
          done('goods')(items);
        }}
      />
      <MemberPicker
        open={is('member')}
        limit={5}
        value={members.map((m) => m.member_id)}
        onClose={close}
        onConfirm={(items) => {
          setMembers(items);
          done('member')(items);
        }}
      />
      <ImagePicker open={is('image')} limit={3} onClose={close} onConfirm={done('image')} />
      <TextPicker open={is('text')} onClose={close} onConfirm={done('text')} />
      <PriceRangeDialog open={is('price-range')} onClose={close} onConfirm={done('price-range')} />

      <FieldDialog open={is('mobile')} title={label('mobile')} onClose={close} onDone={done('mobile')}>
        <MobileItem />
      </FieldDialog>
      <FieldDialog open={is('region')} title={label('region')} onClose={close} onDone={done('region')}>
        <RegionFormItem name="region" label={label('region')} />
      </FieldDialog>
      <FieldDialog open={is('category')} title={label('category')} onClose={close} onDone={done('category')}>
        <Form.Item name="category" label={label('category')}>
          <CategoryPicker />
        </Form.Item>
      </FieldDialog>
      <FieldDialog open={is('year-month')} title={label('year-month')} onClose={close} onDone={done('year-month')}>
        <Form.Item name="period" label={label('year-month')}>
          <YearMonthPicker />
        </Form.Item>
      </FieldDialog>
      <FieldDialog open={is('date-range')} title={label('date-range')} onClose={close} onDone={done('date-range')}>
        <Form.Item name="range" label={label('date-range')}>
          <DateRangePicker />
        </Form.Item>
      </FieldDialog>
    </Card>
  );
}
