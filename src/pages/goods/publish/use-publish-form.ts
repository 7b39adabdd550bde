/**
 * The publish screen without its skin: loading (goods, draft, category data), the local draft,
 * saving as draft / publishing, and server errors placed at their fields.
 */
import { useCallback, useEffect, useState } from 'react';
import { Form } from 'antd';
import { publishApi } from './api';
import { fieldOfServerError } from '@/validation/server-errors';
import { categoryOf, defaultTemplateId, emptyValues, fromDetail, paramValuesOf, PUBLISH_FIELD_KEYS, toPublishBody } from './body';
import { clearLocalDraft, localDraftKey, readLocalDraft, writeLocalDraft, type LocalDraft } from './local-draft';
import type { Brand, ChosenCategory, ParamGroup, PublishFormValues, ShipTemplate, ShopCat } from './types';

export interface PublishOptions {
  /** Route param `goodsid` (exact decimal string). */
  goodsId?: string;
  /** Route param `isdraft` === '1'. */
  isDraft: boolean;
}

export type PublishStep = 'category' | 'form';

export interface SaveResult {
  kind: 'draft' | 'publish';
  /** The goods id after publishing; the draft id after saving a draft. */
  id: string;
}

const idText = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function usePublishForm({ goodsId, isDraft }: PublishOptions) {
  const [form] = Form.useForm<PublishFormValues>();
  const editing = !!goodsId;
  const key = localDraftKey(goodsId, isDraft);

  const [step, setStep] = useState<PublishStep>(editing ? 'form' : 'category');
  const [loading, setLoading] = useState(editing);
  const [loadFailed, setLoadFailed] = useState(false);
  const [reloadCount, setReloadCount] = useState(0);
  const [category, setCategory] = useState<ChosenCategory | null>(null);
  /** The category the saved goods had: its params are loaded with the goods' values. */
  const [savedCategoryId, setSavedCategoryId] = useState('');
  const [categoryError, setCategoryError] = useState('');
  const [brands, setBrands] = useState<Brand[]>([]);
  const [paramGroups, setParamGroups] = useState<ParamGroup[]>([]);
  const [shopCats, setShopCats] = useState<ShopCat[]>([]);
  const [templates, setTemplates] = useState<ShipTemplate[]>([]);
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const [result, setResult] = useState<SaveResult | null>(null);
  /** A new goods saved as a draft in this visit: later saves update that draft. */
  const [newDraftId, setNewDraftId] = useState('');
  const [localDraft, setLocalDraft] = useState<LocalDraft | null>(() => readLocalDraft(key));

  // Shop categories and freight templates.
  useEffect(() => {
    let live = true;
    publishApi
      .shopCats()
      .then((cats) => live && setShopCats(cats))
      .catch(() => undefined);
    publishApi
      .templates()
      .then((list) => {
        if (!live) return;
        setTemplates(list);
        if (!editing && form.getFieldValue('template_id') === undefined) form.setFieldValue('template_id', defaultTemplateId(list));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [editing, form]);

  // The goods or draft being edited.
  useEffect(() => {
    if (!goodsId) return;
    let live = true;
    (isDraft ? publishApi.draft(goodsId) : publishApi.goods(goodsId))
      .then((detail) => {
        if (!live) return;
        form.setFieldsValue({ ...emptyValues(), ...fromDetail(detail) });
        const chosen = categoryOf(detail);
        setCategory(chosen);
        if (!isDraft && chosen) setSavedCategoryId(chosen.id);
        setStep(chosen ? 'form' : 'category');
        setLoadFailed(false);
        setLoading(false);
      })
      .catch(() => {
        if (!live) return;
        setLoadFailed(true);
        setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [goodsId, isDraft, form, reloadCount]);

  // Brands and parameters of the chosen category.
  const categoryId = category?.id ?? '';
  useEffect(() => {
    if (!categoryId) return;
    let live = true;
    publishApi
      .brands(categoryId)
      .then((list) => live && setBrands(list))
      .catch(() => live && setBrands([]));
    const withValues = !!goodsId && !isDraft && categoryId === savedCategoryId;
    publishApi
      .params(categoryId, withValues ? goodsId : undefined)
      .then((groups) => {
        if (!live) return;
        setParamGroups(groups);
        const values = paramValuesOf(groups);
        const current = (form.getFieldValue('params') ?? {}) as Record<string, string | undefined>;
        const missing = Object.fromEntries(Object.entries(values).filter(([id]) => current[id] === undefined || current[id] === ''));
        if (Object.keys(missing).length) form.setFieldsValue({ params: { ...current, ...missing } });
      })
      .catch(() => live && setParamGroups([]));
    return () => {
      live = false;
    };
  }, [categoryId, goodsId, isDraft, savedCategoryId, form]);

  const remember = useCallback(
    (chosen: ChosenCategory | null) => writeLocalDraft(key, { values: form.getFieldsValue(true) as PublishFormValues, category: chosen }),
    [form, key],
  );

  /** Form onValuesChange: keep the local copy. */
  const onValuesChange = useCallback(() => remember(category), [remember, category]);

  const chooseCategory = (chosen: ChosenCategory) => {
    if (category && category.id !== chosen.id) {
      form.setFieldValue('brand_id', undefined);
      setBrands([]);
      setParamGroups([]);
    }
    setCategory(chosen);
    setCategoryError('');
    setStep('form');
    remember(chosen);
  };

  const restoreLocalDraft = () => {
    if (!localDraft) return;
    form.setFieldsValue({ ...emptyValues(), ...localDraft.values });
    if (localDraft.category) {
      setCategory(localDraft.category);
      setStep('form');
    }
    setLocalDraft(null);
  };

  const discardLocalDraft = () => {
    clearLocalDraft(key);
    setLocalDraft(null);
  };

  const showServerError = (error: unknown) => {
    const field = fieldOfServerError(error, PUBLISH_FIELD_KEYS);
    if (!field) return;
    if (field.name[0] === 'category') {
      setCategoryError(field.message);
      return;
    }
    form.setFields([{ name: field.name as never, errors: [field.message] }]);
    form.scrollToField(field.name as never);
  };

  const bodyOf = (marketEnable: number) => {
    const values = { ...emptyValues(), ...(form.getFieldsValue(true) as PublishFormValues) };
    return toPublishBody(values, {
      category: category ?? { id: '', name: '', ids: [] },
      paramGroups,
      goodsId: editing && !isDraft ? goodsId : undefined,
      marketEnable,
    });
  };

  const validate = async (names?: string[]): Promise<boolean> => {
    try {
      await (names ? form.validateFields(names as never) : form.validateFields());
      return true;
    } catch (error) {
      const first = (error as { errorFields?: Array<{ name: (string | number)[] }> }).errorFields?.[0];
      if (first) form.scrollToField(first.name as never);
      return false;
    }
  };

  /** One save: the call gives the saved id; the local draft is cleared, a server error shown at its field. */
  const save = async (kind: SaveResult['kind'], send: () => Promise<string>): Promise<SaveResult | null> => {
    setSaving(kind);
    try {
      const done: SaveResult = { kind, id: await send() };
      clearLocalDraft(key);
      setResult(done);
      return done;
    } catch (error) {
      showServerError(error);
      return null;
    } finally {
      setSaving(null);
    }
  };

  const publish = async (): Promise<SaveResult | null> => {
    if (!category) {
      setStep('category');
      return null;
    }
    if (!(await validate())) return null;
    return save('publish', async () => {
      const body = bodyOf(1);
      // The route's id is the exact one when editing a goods; otherwise the answer's.
      if (goodsId && !isDraft) {
        await publishApi.update(goodsId, body);
        return goodsId;
      }
      const draftId = goodsId && isDraft ? goodsId : newDraftId;
      return idText((await (draftId ? publishApi.publishDraft(draftId, body) : publishApi.create(body))).goods_id);
    });
  };

  const saveDraft = async (): Promise<SaveResult | null> => {
    if (!(await validate(['goods_name']))) return null;
    return save('draft', async () => {
      const draftId = isDraft && goodsId ? goodsId : newDraftId;
      const saved = draftId ? await publishApi.updateDraft(draftId, bodyOf(0)) : await publishApi.createDraft(bodyOf(0));
      const id = draftId || idText(saved.draft_goods_id);
      if (!draftId) setNewDraftId(id);
      return id;
    });
  };

  return {
    form,
    editing,
    isDraft,
    step,
    setStep,
    loading,
    loadFailed,
    reload: () => {
      setLoading(true);
      setReloadCount((n) => n + 1);
    },
    category,
    categoryError,
    chooseCategory,
    brands,
    paramGroups,
    shopCats,
    templates,
    saving,
    result,
    clearResult: () => setResult(null),
    localDraft,
    restoreLocalDraft,
    discardLocalDraft,
    onValuesChange,
    publish,
    saveDraft,
  };
}

export type PublishForm = ReturnType<typeof usePublishForm>;
