import { useCustom } from '@refinedev/core';
import { Alert, Button, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '@/components/feedback/feedback';
import { useCall } from '@/engine/data/use-call';
import type { ActionDialogProps } from '@/engine/list/types';
import type { DraftRow } from '@/schemas/goods/drafts';
import { fillPath } from '@/utils/api-path';
import { emptyValues, fromDetail, paramValuesOf } from './publish/body';
import { draftProblems } from './publish/draft-check';
import type { GoodsDetail, ParamGroup } from './publish/types';

/**
 * Publish a draft from the drafts list: the publish form's rules run on the saved draft first. A draft
 * the form would refuse is not sent; the dialog says what is missing and opens the form to fix it.
 */
export default function PublishDraftDialog({ records, onClose, onDone }: ActionDialogProps<DraftRow>) {
  const { t } = useTranslation(['goods', 'engine']);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const call = useCall('goodsDrafts');
  const id = String(records[0]!.draft_goods_id);
  const [sending, setSending] = useState(false);
  const draft = useCustom<GoodsDetail>({ url: fillPath('seller/goods/draft-goods/{id}', { id }), method: 'get' });
  const params = useCustom<ParamGroup[]>({ url: fillPath('seller/goods/draft-goods/{id}/params', { id }), method: 'get' });
  const loading = draft.query.isLoading || params.query.isLoading;
  const detail = draft.result.data as GoodsDetail | undefined;
  const groups = Array.isArray(params.result.data) ? params.result.data : [];
  const values = detail ? { ...emptyValues(), ...fromDetail(detail) } : undefined;
  if (values) values.params = { ...paramValuesOf(groups), ...values.params };
  const problems = values ? draftProblems(values, groups) : [];
  const ready = !loading && !!detail;

  const publish = async () => {
    setSending(true);
    try {
      // A draft is published with its own full body (api reference §3.4).
      await call({ url: fillPath('seller/goods/draft-goods/{id}/market', { id }), method: 'put', data: detail, body: 'json', invalidates: ['goods'] });
      void message.success(t('engine:list.done'));
      onDone();
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSending(false);
    }
  };

  const edit = () => {
    onClose();
    navigate(fillPath('/goods/good-publish/{id}/1', { id }));
  };

  return (
    <Modal
      open
      title={t('goods:action.publishDraft')}
      onCancel={onClose}
      destroyOnHidden
      data-testid="publish-draft"
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('engine:form.cancel')}
        </Button>,
        problems.length ? (
          <Button key="edit" type="primary" onClick={edit}>
            {t('goods:draftPublish.edit')}
          </Button>
        ) : (
          <Button key="ok" type="primary" loading={sending} disabled={!ready} onClick={() => void publish()}>
            {t('goods:action.publishDraft')}
          </Button>
        ),
      ]}
    >
      <Spin spinning={loading}>
        {problems.length ? (
          <Alert
            type="error"
            showIcon
            message={t('goods:draftPublish.refused')}
            description={
              <ul data-testid="draft-problems" style={{ margin: 0, paddingInlineStart: 20 }}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            }
          />
        ) : (
          <p>{t('goods:confirm.publishDraft')}</p>
        )}
      </Spin>
    </Modal>
  );
}
