/**
 * The publish screen without its skin: loading (goods, draft, category data) through the data
 * provider, the local draft, saving as draft / publishing (each save makes the goods lists and the
 * drafts stale, in every open tab), and server errors placed at their fields.
 */
import { useCallback, useEffect, useState } from 'react';
import { Form } from 'antd';
import { REFERENCE_STALE_MS } from '@/components/pickers';
import { useCall } from '@/engine/data/use-call';
import { useSingleRecord } from '@/engine/data/use-record';
import { useApplyOnChange } from '@/engine/form/use-apply-on-change';
import { fieldOfServerError } from '@/validation/server-errors';
import { useListRead } from '../reads';
import { publishCalls, publishReads, supplyCalls } from './api';
import { categoryOf, defaultTemplateId, emptyValues, fromDetail, paramValuesOf, PUBLISH_FIELD_KEYS, toPublishBody, toSupplyBody } from './body';
import { clearLocalDraft, localDraftKey, readLocalDraft, writeLocalDraft, type LocalDraft } from './local-draft';
import type { Brand, ChosenCategory, GoodsDetail, ParamGroup, PublishFormValues, ShipTemplate, ShopCat } from './types';

export interface PublishOptions {
  /** Route param `goodsid` (exact decimal string). */
  goodsId?: string;
  /** Route param `isdraft` === '1'. */
  isDraft: boolean;
  /**
   * The supplier shop's supply goods (api reference §9): its own calls, a supply price, physical goods
   * without drafts or a freight template of their own.
   */
  supply?: boolean;
  /** A new goods starts in this platform category (route param `category_id`). */
  categoryId?: string;
}

export type PublishStep = 'category' | 'form';

export interface SaveResult {
  kind: 'draft' | 'publish';
  /** The goods id after publishing; the draft id after saving a draft. */
  id: string;
}

const idText = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function usePublishForm({ goodsId, isDraft, supply = false, categoryId: presetCategory }: PublishOptions) {
  const [form] = Form.useForm<PublishFormValues>();
  const editing = !!goodsId;
  const key = localDraftKey(goodsId, isDraft);
  const call = useCall();

  // A preset category is known by its leaf only (the form names it once the user changes it).
  const preset: ChosenCategory | null = !editing && presetCategory ? { ids: [], id: presetCategory, name: '' } : null;
  const [step, setStep] = useState<PublishStep>(editing || preset ? 'form' : 'category');
  const [category, setCategory] = useState<ChosenCategory | null>(preset);
  /** The category the saved goods had: its params are loaded with the goods' values. */
  const [savedCategoryId, setSavedCategoryId] = useState('');
  const [categoryError, setCategoryError] = useState('');
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const [result, setResult] = useState<SaveResult | null>(null);
  /** A new goods saved as a draft in this visit: later saves update that draft. */
  const [newDraftId, setNewDraftId] = useState('');
  const [localDraft, setLocalDraft] = useState<LocalDraft | null>(() => readLocalDraft(key));
  /** Changes not yet saved: leaving, closing the tab or reloading asks first (as the engine's forms). */
  const [dirty, setDirty] = useState(false);

  // The goods or draft being edited: the form starts from it once, when its fresh answer is in
  // (a later refresh, after this screen's own save, leaves what the user typed alone).
  const editedRead = goodsId ? (isDraft ? publishReads.draft(goodsId) : publishReads.goods(goodsId)) : null;
  const edited = useSingleRecord<GoodsDetail>(editedRead?.resource ?? 'goods', editedRead?.path ?? '', { enabled: editing });
  const [loaded, setLoaded] = useState<GoodsDetail | null>(null);
  const detail = edited.result;
  if (editing && !loaded && detail && !edited.query.isFetching) {
    setLoaded(detail);
    const chosen = categoryOf(detail);
    setCategory(chosen);
    if (!isDraft && chosen) setSavedCategoryId(chosen.id);
    setStep(chosen ? 'form' : 'category');
  }
  useApplyOnChange(loaded, () => {
    if (loaded) form.setFieldsValue({ ...emptyValues(), ...fromDetail(loaded) });
  });
  const loadFailed = editing && !loaded && edited.query.isError && !edited.query.isFetching;

  // Shop categories and freight templates; a new goods starts with the default template.
  const shopCats = useListRead<ShopCat>(publishReads.shopCats).rows;
  const templates = useListRead<ShipTemplate>(publishReads.templates);
  useEffect(() => {
    if (templates.ready && !editing && form.getFieldValue('template_id') === undefined) form.setFieldValue('template_id', defaultTemplateId(templates.rows));
  }, [templates, editing, form]);

  // Brands and parameters of the chosen category (the saved goods' own values with its saved category).
  const categoryId = category?.id ?? '';
  const withValues = !!goodsId && !isDraft && categoryId === savedCategoryId;
  const brands = useListRead<Brand>(categoryId ? publishReads.brands(categoryId) : null, REFERENCE_STALE_MS).rows;
  const paramGroups = useListRead<ParamGroup>(
    categoryId ? publishReads.params(categoryId, withValues ? goodsId : undefined) : null,
    withValues ? undefined : REFERENCE_STALE_MS,
  ).rows;
  // Values the parameters carry fill the ones the form has not got yet.
  useEffect(() => {
    const values = paramValuesOf(paramGroups);
    const current = (form.getFieldValue('params') ?? {}) as Record<string, string | undefined>;
    const missing = Object.fromEntries(Object.entries(values).filter(([id]) => current[id] === undefined || current[id] === ''));
    if (Object.keys(missing).length) form.setFieldsValue({ params: { ...current, ...missing } });
  }, [paramGroups, form]);

  const remember = useCallback(
    (chosen: ChosenCategory | null) => writeLocalDraft(key, { values: form.getFieldsValue(true) as PublishFormValues, category: chosen }),
    [form, key],
  );

  /** Form onValuesChange: keep the local copy. */
  const onValuesChange = useCallback(() => {
    setDirty(true);
    remember(category);
  }, [remember, category]);

  const chooseCategory = (chosen: ChosenCategory) => {
    if (category && category.id !== chosen.id) form.setFieldValue('brand_id', undefined);
    setCategory(chosen);
    setCategoryError('');
    setStep('form');
    remember(chosen);
  };

  const restoreLocalDraft = () => {
    if (!localDraft) return;
    form.setFieldsValue({ ...emptyValues(), ...localDraft.values });
    setDirty(true);
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
    if (supply) return toSupplyBody(values, { category: category ?? { id: '', name: '', ids: [] }, paramGroups, goodsId });
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
      setDirty(false);
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
      const calls = supply ? supplyCalls : publishCalls;
      // The route's id is the exact one when editing a goods; otherwise the answer's.
      if (goodsId && !isDraft) {
        await call(calls.update(goodsId, body));
        return goodsId;
      }
      if (supply) return idText((await call<GoodsDetail | undefined>(supplyCalls.create(body)))?.goods_id);
      const draftId = goodsId && isDraft ? goodsId : newDraftId;
      const saved = await call<GoodsDetail | undefined>(draftId ? publishCalls.publishDraft(draftId, body) : publishCalls.create(body));
      return idText(saved?.goods_id);
    });
  };

  const saveDraft = async (): Promise<SaveResult | null> => {
    if (!(await validate(['goods_name']))) return null;
    return save('draft', async () => {
      const draftId = isDraft && goodsId ? goodsId : newDraftId;
      const saved = await call<GoodsDetail | undefined>(draftId ? publishCalls.updateDraft(draftId, bodyOf(0)) : publishCalls.createDraft(bodyOf(0)));
      const id = draftId || idText(saved?.draft_goods_id);
      if (!draftId) setNewDraftId(id);
      return id;
    });
  };

  return {
    form,
    editing,
    goodsId,
    isDraft,
    supply,
    /** The edited goods has specs: its prices (and supply prices) are set per SKU. */
    hasSpecs: Number(loaded?.have_spec) === 1,
    step,
    setStep,
    loading: editing && !loaded && !loadFailed,
    loadFailed,
    /** The name of the goods or draft being edited, for its tab's title. */
    loadedName: loaded?.goods_name,
    /** A published goods with specs: its price is the lowest of its SKUs', set in the SKU editor. */
    pricedBySkus: !isDraft && Number(loaded?.have_spec) === 1,
    loadError: edited.query.error,
    reload: () => void edited.query.refetch(),
    category,
    categoryError,
    chooseCategory,
    brands,
    paramGroups,
    shopCats,
    templates: templates.rows,
    saving,
    result,
    clearResult: () => setResult(null),
    localDraft,
    restoreLocalDraft,
    discardLocalDraft,
    onValuesChange,
    dirty,
    publish,
    saveDraft,
  };
}

export type PublishForm = ReturnType<typeof usePublishForm>;
