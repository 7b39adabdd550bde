import { useState } from 'react';
import { Alert, Button, Card, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CategoryPicker, isLeafCategory, type CategoryNode } from '@/components/pickers';
import type { ChosenCategory } from './types';

interface Props {
  value: ChosenCategory | null;
  error?: string;
  onNext: (chosen: ChosenCategory) => void;
  onCancel?: () => void;
}

/** Step 1: the platform category, three lazy levels; only a leaf can be chosen. */
export function CategoryStep({ value, error, onNext, onCancel }: Props) {
  const { t } = useTranslation('goodsPublish');
  const [chosen, setChosen] = useState<ChosenCategory | null>(value);
  const [notLeaf, setNotLeaf] = useState(false);

  const onChange = (ids: string[], nodes: CategoryNode[]) => {
    const leaf = nodes[nodes.length - 1];
    if (!ids.length || !leaf) {
      setChosen(null);
      return;
    }
    setNotLeaf(!isLeafCategory(leaf) && ids.length < 3);
    setChosen({ ids, id: ids[ids.length - 1], name: nodes.map((n) => n.name).join(' > ') });
  };

  return (
    <Card title={t('category.title')}>
      <Form layout="vertical" style={{ maxWidth: 560 }}>
        <Form.Item
          label={t('category.label')}
          required
          validateStatus={error || notLeaf ? 'error' : undefined}
          help={error || (notLeaf ? t('category.leaf') : undefined)}
        >
          <CategoryPicker
            type="seller"
            changeOnSelect={false}
            value={chosen?.ids.length ? chosen.ids : undefined}
            placeholder={t('category.placeholder')}
            onChange={onChange}
          />
        </Form.Item>
        {chosen && (
          <Typography.Paragraph type="secondary" data-testid="chosen-category">
            {t('category.chosen', { name: chosen.name })}
          </Typography.Paragraph>
        )}
        {!chosen && value && <Alert type="info" showIcon message={t('category.current', { name: value.name })} style={{ marginBottom: 16 }} />}
        <Space>
          <Button type="primary" disabled={!chosen || notLeaf} onClick={() => chosen && onNext(chosen)}>
            {t('category.next')}
          </Button>
          {onCancel && <Button onClick={onCancel}>{t('action.cancel')}</Button>}
        </Space>
      </Form>
    </Card>
  );
}
