import { Button, Card, Col, Form, Input, Radio, Row, Select, Space, Switch, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryPathNames } from '@/components/pickers';
import { nonBlankRule } from '@/validation/rules';
import { FREE_SHIPPING } from './body';
import { GalleryField } from './GalleryField';
import { skuPath } from './paths';
import { IntroBlocksField } from './IntroBlocksField';
import { RichTextField } from './RichTextField';
import {
  checkGallery,
  checkGoodsName,
  checkMoney,
  checkOptionalMoney,
  checkOptionalWeight,
  checkPositiveInteger,
  hintOf,
  hintPositiveInteger,
  checkRequired,
  checkSn,
  checkWeight,
  ruleOf,
} from './rules';
import type { PublishForm } from './use-publish-form';
import type { ShopCat } from './types';
import { VideoField } from './VideoField';
import { SectionHeading } from '@/components/SectionHeading';

interface TreeNode {
  title: string;
  value: string;
  children?: TreeNode[];
}

const toTree = (cats: ShopCat[]): TreeNode[] =>
  cats.map((c) => ({ title: c.shop_cat_name, value: String(c.shop_cat_id), children: c.children?.length ? toTree(c.children) : undefined }));


/** The publish form: basic info, media, parameters, detail, freight, SEO. */
export function PublishFormView({ p, onSaveDraft, onCancel }: { p: PublishForm; onSaveDraft: () => void; onCancel: () => void }) {
  const { t } = useTranslation('goodsPublish');
  const goodsType = Form.useWatch('goods_type', p.form);
  const pointGoods = Form.useWatch('point_disable', p.form);
  const virtual = goodsType === 'VIRTUAL';
  const l = (key: string) => t(`field.${key}`);
  // A goods loaded for editing knows its category's ids and leaf name: the whole path is read.
  const pathNames = useCategoryPathNames(p.category?.ids ?? []);

  return (
    <Form
      form={p.form}
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      wrapperCol={{ flex: 1 }}
      initialValues={{ goods_type: 'NORMAL', gallery: [], intro: '', intro_list: [], params: {}, point_disable: false }}
      onValuesChange={p.onValuesChange}
      // Spec §5: a field is checked when it is left, not first when the form is sent.
      validateTrigger={['onChange', 'onBlur']}
      scrollToFirstError
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t('section.basic')}>
          <Form.Item label={l('category')} required validateStatus={p.categoryError ? 'error' : undefined} help={p.categoryError || undefined}>
            <Space>
              <Typography.Text data-testid="category-name">{pathNames.length ? pathNames.join(' > ') : p.category?.name}</Typography.Text>
              <Button size="small" onClick={() => p.setStep('category')}>
                {t('category.change')}
              </Button>
            </Space>
          </Form.Item>
          <Form.Item name="goods_type" label={l('goodsType')} hidden={p.supply}>
            <Radio.Group>
              <Radio value="NORMAL">{t('goodsType.NORMAL')}</Radio>
              <Radio value="VIRTUAL">{t('goodsType.VIRTUAL')}</Radio>
            </Radio.Group>
          </Form.Item>
          {virtual && (
            <Form.Item name="expired_date" label={l('expiredDate')} required rules={[ruleOf(checkPositiveInteger, l('expiredDate')), hintOf(hintPositiveInteger, l('expiredDate'))]} extra={t('hint.expiredDate')}>
              <Input style={{ width: 200 }} inputMode="numeric" suffix={t('unit.days')} />
            </Form.Item>
          )}
          <Form.Item
            name="goods_name"
            label={l('goodsName')}
            required
            validateFirst
            validateTrigger={['onChange', 'onBlur']}
            rules={[nonBlankRule(l('goodsName')), ruleOf(checkGoodsName, l('goodsName'), 'onChange')]}
          >
            <Input maxLength={200} showCount placeholder={t('placeholder.goodsName')} />
          </Form.Item>
          <Form.Item name="sn" label={l('sn')} required rules={[ruleOf(checkSn, l('sn'))]}>
            <Input style={{ maxWidth: 320 }} maxLength={60} placeholder={t('placeholder.sn')} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <Form.Item name="brand_id" label={l('brand')}>
                <Select
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  placeholder={t('placeholder.brand')}
                  options={p.brands.map((b) => ({ value: String(b.brand_id), label: b.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item name="shop_cat_id" label={l('shopCat')}>
                <TreeSelect allowClear treeDefaultExpandAll placeholder={t('placeholder.shopCat')} treeData={toTree(p.shopCats)} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <Form.Item
                name="price"
                label={l('price')}
                required
                rules={[ruleOf(checkMoney, l('price'))]}
                extra={p.pricedBySkus && p.goodsId ? <span data-testid="price-in-sku">{t('hint.priceInSku')} <Link to={skuPath(p.goodsId)}>{t('hint.toSku')}</Link></span> : undefined}
              >
                <Input prefix="￥" inputMode="decimal" disabled={p.pricedBySkus} />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item name="mktprice" label={l('mktprice')} rules={[ruleOf(checkOptionalMoney, l('mktprice'))]}>
                <Input prefix="￥" inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item name="cost" label={l('cost')} required rules={[ruleOf(checkMoney, l('cost'))]}>
                <Input prefix="￥" inputMode="decimal" />
              </Form.Item>
            </Col>
            {p.supply && !p.hasSpecs && (
              <Col xs={24} lg={12}>
                <Form.Item
                  name="supplier_price"
                  label={l('supplierPrice')}
                  required
                  dependencies={['price']}
                  extra={t('hint.supplierPrice')}
                  rules={[ruleOf(checkMoney, l('supplierPrice')), ({ getFieldValue }) => ({ validator: (_, value) => (Number(value) > Number(getFieldValue('price')) ? Promise.reject(new Error(t('rules.supplyAbovePrice'))) : Promise.resolve()) })]}
                >
                  <Input prefix="￥" inputMode="decimal" />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} lg={12}>
              <Form.Item
                name="weight"
                label={l('weight')}
                required={!virtual}
                rules={[ruleOf(virtual ? checkOptionalWeight : checkWeight, l('weight'))]}
              >
                <Input suffix="kg" inputMode="decimal" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="point_disable" label={l('pointGoods')} valuePropName="checked" extra={t('hint.pointGoods')} hidden={p.supply}>
            <Switch />
          </Form.Item>
          {pointGoods && (
            <Form.Item name="exchange_point" label={l('exchangePoint')} required rules={[ruleOf(checkPositiveInteger, l('exchangePoint')), hintOf(hintPositiveInteger, l('exchangePoint'))]}>
              <Input style={{ width: 200 }} inputMode="numeric" />
            </Form.Item>
          )}
        </Card>

        <Card title={t('section.media')}>
          <Form.Item name="gallery" label={l('gallery')} required rules={[ruleOf(checkGallery, l('gallery'))]}>
            <GalleryField />
          </Form.Item>
          <Form.Item name="goods_video" label={l('video')}>
            <VideoField />
          </Form.Item>
        </Card>

        {p.paramGroups.length > 0 && (
          <Card title={t('section.params')} data-testid="params">
            {p.paramGroups.map((group) => (
              <div key={String(group.group_id)}>
                <SectionHeading>{group.group_name}</SectionHeading>
                <Row gutter={16}>
                  {group.params.map((param) => (
                    <Col xs={24} lg={12} key={String(param.param_id)}>
                      <Form.Item
                        name={['params', String(param.param_id)]}
                        label={param.param_name}
                        required={param.required === 1}
                        rules={param.required === 1 ? [ruleOf(checkRequired, param.param_name)] : []}
                      >
                        {param.param_type === 2 ? (
                          <Select
                            allowClear
                            aria-label={param.param_name}
                            placeholder={t('placeholder.select')}
                            options={(param.option_list ?? []).map((o) => ({ value: o, label: o }))}
                          />
                        ) : (
                          <Input maxLength={100} aria-label={param.param_name} />
                        )}
                      </Form.Item>
                    </Col>
                  ))}
                </Row>
              </div>
            ))}
          </Card>
        )}

        <Card title={t('section.detail')}>
          <Form.Item name="intro" label={t('intro.pc')}>
            <RichTextField />
          </Form.Item>
          <Form.Item name="intro_list" label={t('intro.mobile')}>
            <IntroBlocksField />
          </Form.Item>
        </Card>

        {!virtual && !p.supply && (
          <Card title={t('section.freight')}>
            <Form.Item name="template_id" label={l('template')}>
              <Select
                style={{ maxWidth: 360 }}
                options={[
                  { value: FREE_SHIPPING, label: t('freight.free') },
                  ...p.templates.map((x) => ({
                    value: String(x.id),
                    label: x.is_default ? t('freight.defaultName', { name: x.name }) : x.name,
                  })),
                ]}
              />
            </Form.Item>
          </Card>
        )}

        <Card title={t('section.seo')}>
          <Form.Item name="page_title" label={l('pageTitle')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="meta_keywords" label={l('metaKeywords')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="meta_description" label={l('metaDescription')}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
          </Form.Item>
        </Card>

        <Card>
          <Space>
            {(!p.editing || p.isDraft) && !p.supply && (
              <Button onClick={onSaveDraft} loading={p.saving === 'draft'} disabled={!!p.saving}>
                {t('action.saveDraft')}
              </Button>
            )}
            <Button type="primary" onClick={() => void p.publish()} loading={p.saving === 'publish'} disabled={!!p.saving}>
              {t(p.editing && !p.isDraft ? 'action.save' : 'action.publish')}
            </Button>
            <Button onClick={onCancel}>{t('action.cancel')}</Button>
          </Space>
        </Card>
      </Space>
    </Form>
  );
}
