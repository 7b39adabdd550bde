/**
 * The SKU screen without its skin: loading through the data provider, spec choice (existing or new:
 * a new spec makes the spec library stale everywhere), the matrix and saving (which makes the goods
 * stale in every list showing it). Unsaved edits are kept in a local copy, offered again on the next visit.
 */
import { useEffect, useMemo, useState } from 'react';
import { useCall } from '@/engine/data/use-call';
import { useSingleRecord } from '@/engine/data/use-record';
import { checkSpecName, type RuleError } from '../publish/rules';
import { useListRead } from '../reads';
import { skuCalls, skuReads, type LibrarySpec, type SkuGoods } from './api';
import { clearSkuDraft, readSkuDraft, skuDraftKey, writeSkuDraft, type SkuLocalDraft } from './local-draft';
import { batchFill, buildRows, columnsOf, fromSkus, setCell, toSkuBody, validateMatrix, type Column, type SkuRecord, type SkuRow, type SpecGroup } from './matrix';

const idText = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** New spec name checks: ≤ 10 characters, not already in the list. */
export function checkNewSpecName(name: string, existing: readonly string[]): RuleError | null {
  const error = checkSpecName(name);
  if (error) return error;
  return existing.includes(name.trim()) ? { key: 'rules.specDuplicate' } : null;
}

/** `supply`: the supplier shop's goods, with a supply price per SKU and its own save call. */
export function useSkuEditor(goodsId: string | undefined, { supply = false }: { supply?: boolean } = {}) {
  const call = useCall();
  const goodsRead = goodsId ? skuReads.goods(goodsId) : null;
  const skusRead = goodsId ? skuReads.skus(goodsId) : null;
  const goodsQuery = useSingleRecord<SkuGoods>('goods', goodsRead?.path ?? '', { enabled: Boolean(goodsId) }).query;
  const skus = useListRead<SkuRecord>(skusRead);
  const specs = useListRead<LibrarySpec>(skusRead ? skuReads.specs : null);
  const goods = goodsQuery.data?.data ?? null;
  /** The library always as the server has it: creating a spec or a value reads it again before the call returns. */
  const library = specs.rows;

  const [groups, setGroups] = useState<SpecGroup[]>([]);
  const [rows, setRows] = useState<SkuRow[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  /** Changes not yet saved: leaving, closing the tab or reloading asks first (as the publish form). */
  const [dirty, setDirty] = useState(false);
  const draftKey = goodsId ? skuDraftKey(goodsId) : '';
  const [localDraft, setLocalDraft] = useState<SkuLocalDraft | null>(() => (draftKey ? readSkuDraft(draftKey) : null));
  useEffect(() => {
    if (dirty && draftKey) writeSkuDraft(draftKey, { groups, rows });
  }, [dirty, draftKey, groups, rows]);

  // The matrix starts from the saved SKUs once, when the goods, its SKUs and the library are in
  // (a refresh after this screen's own save leaves the matrix being edited alone).
  const [loaded, setLoaded] = useState(false);
  const answered = Boolean(goods) && !goodsQuery.isFetching && skus.ready && specs.ready;
  if (goodsId && !loaded && answered) {
    setLoaded(true);
    const saved = fromSkus(skus.rows);
    const bySn = new Map(library.map((s) => [s.spec_group_sn, idText(s.id)]));
    setGroups(saved.groups.map((g) => ({ ...g, id: bySn.get(g.spec_group_sn) })));
    setRows(buildRows(saved.groups, saved.rows));
  }
  // Without the saved SKUs or the library the matrix cannot be shown (nor saved over what is there).
  const loadFailed = Boolean(goodsId) && !loaded && ((goodsQuery.isError && !goodsQuery.isFetching) || skus.failed || specs.failed);

  const weightOptional = goods?.goods_type === 'VIRTUAL';
  const errors = useMemo(() => validateMatrix(rows, { weightOptional, supply }), [rows, weightOptional, supply]);

  const start = { price: idText(goods?.price), cost: idText(goods?.cost), weight: idText(goods?.weight) };
  const update = (next: SpecGroup[]) => {
    setDirty(true);
    setGroups(next);
    setRows((current) => buildRows(next, current, start));
  };

  /** Adds a group of the library (no values chosen yet). */
  const addLibraryGroup = (specId: string) => {
    const spec = library.find((s) => idText(s.id) === specId);
    if (!spec || groups.some((g) => g.spec_group_sn === spec.spec_group_sn)) return;
    update([...groups, { id: specId, spec_group_name: spec.spec_group_name, spec_group_sn: spec.spec_group_sn, values: [] }]);
  };

  /** Creates a new spec group with its first value in the library, and chooses it. */
  const createGroup = async (name: string, firstValue: string): Promise<boolean> => {
    try {
      const spec = await call<LibrarySpec>(skuCalls.createSpec(name.trim(), [firstValue.trim()]));
      update([
        ...groups,
        { id: idText(spec.id), spec_group_name: spec.spec_group_name, spec_group_sn: spec.spec_group_sn, values: spec.spec_values.slice(0, 1) },
      ]);
      return true;
    } catch {
      return false;
    }
  };

  const removeGroup = (groupSn: string) => update(groups.filter((g) => g.spec_group_sn !== groupSn));

  /** The values a group can choose from: the library's, plus those of saved SKUs. */
  const optionsOf = (group: SpecGroup) => {
    const spec = library.find((s) => s.spec_group_sn === group.spec_group_sn);
    const all = [...(spec?.spec_values ?? [])];
    group.values.forEach((v) => {
      if (!all.some((x) => x.spec_value_sn === v.spec_value_sn)) all.push(v);
    });
    return all;
  };

  /** Chooses values (by sn) of a group, keeping the library order and any image already set. */
  const setGroupValues = (groupSn: string, valueSns: string[]) =>
    update(
      groups.map((g) => {
        if (g.spec_group_sn !== groupSn) return g;
        const options = optionsOf(g);
        const values = valueSns
          .map((sn) => g.values.find((v) => v.spec_value_sn === sn) ?? options.find((v) => v.spec_value_sn === sn))
          .filter((v): v is NonNullable<typeof v> => !!v)
          .map((v) => ({ ...v, spec_value_image: v.spec_value_image ?? '' }));
        return { ...g, values };
      }),
    );

  /** Adds a new value to a group (saved in the library when the group is there) and chooses it. */
  const addValue = async (groupSn: string, name: string): Promise<boolean> => {
    const group = groups.find((g) => g.spec_group_sn === groupSn);
    if (!group) return false;
    const valueName = name.trim();
    const spec = library.find((s) => s.spec_group_sn === groupSn);
    let value = { spec_value_name: valueName, spec_value_sn: `${groupSn}-N${Date.now().toString(36)}`, spec_value_image: '' };
    if (spec) {
      try {
        const saved = await call<LibrarySpec>(skuCalls.updateSpec({ ...spec, spec_values: [...spec.spec_values, { spec_value_name: valueName, spec_value_sn: '' }] }));
        value = { ...(saved.spec_values.find((v) => v.spec_value_name === valueName) ?? value), spec_value_image: '' };
      } catch {
        return false;
      }
    }
    update(groups.map((g) => (g.spec_group_sn === groupSn ? { ...g, values: [...g.values, value] } : g)));
    return true;
  };

  const setValueImage = (groupSn: string, valueSn: string, url: string) =>
    update(
      groups.map((g) =>
        g.spec_group_sn === groupSn ? { ...g, values: g.values.map((v) => (v.spec_value_sn === valueSn ? { ...v, spec_value_image: url } : v)) } : g,
      ),
    );

  const editCell = (key: string, column: Column, value: string) => {
    setDirty(true);
    setRows((current) => setCell(current, key, column, value));
    setTouched((current) => new Set(current).add(`${key}#${column}`));
  };

  const fillColumn = (column: Column, value: string) => {
    setDirty(true);
    setRows((current) => batchFill(current, column, value));
    setTouched((current) => {
      const next = new Set(current);
      rows.forEach((r) => next.add(`${r.key}#${column}`));
      return next;
    });
  };

  /** Shown errors: of touched cells, or all after a save attempt. */
  const errorOf = (key: string, column: Column): RuleError | undefined => {
    const id = `${key}#${column}`;
    return submitted || touched.has(id) ? errors.get(id) : undefined;
  };

  /** The kept copy replaces the matrix (once the saved one is in, so the load does not overwrite it). */
  const restoreLocalDraft = () => {
    if (!localDraft) return;
    setGroups(localDraft.groups);
    setRows(localDraft.rows);
    setDirty(true);
    setLocalDraft(null);
  };

  const discardLocalDraft = () => {
    if (draftKey) clearSkuDraft(draftKey);
    setLocalDraft(null);
  };

  const save = async (): Promise<boolean> => {
    if (!goodsId) return false;
    setSubmitted(true);
    if (errors.size > 0 || rows.length === 0) return false;
    setSaving(true);
    try {
      const point = Number(goods?.point_disable) === 1 ? Number(goods?.exchange_point ?? 0) : undefined;
      const body = toSkuBody(rows, { exchangePoint: point, weightOptional, supply });
      const answer = await call<unknown>(supply ? skuCalls.saveSupply(goodsId, body) : skuCalls.save(goodsId, body));
      const saved = fromSkus(Array.isArray(answer) ? (answer as SkuRecord[]) : []);
      // Saved rows come back with their ids; the chosen groups (and their library ids) stay.
      setRows((current) => buildRows(groups, saved.rows.length === current.length ? saved.rows : current));
      setSubmitted(false);
      setTouched(new Set());
      setDirty(false);
      if (draftKey) clearSkuDraft(draftKey);
      return true;
    } catch {
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    loading: Boolean(goodsId) && !loaded && !loadFailed,
    loadFailed,
    loadError: goodsQuery.error,
    reload: () => {
      if (goodsQuery.isError) void goodsQuery.refetch();
      if (skus.failed) skus.retry();
      if (specs.failed) specs.retry();
    },
    goods,
    columns: columnsOf({ supply }),
    library,
    groups,
    rows,
    errors,
    errorOf,
    submitted,
    saving,
    addLibraryGroup,
    createGroup,
    removeGroup,
    optionsOf,
    setGroupValues,
    addValue,
    setValueImage,
    editCell,
    fillColumn,
    save,
    dirty,
    localDraft,
    restoreLocalDraft,
    discardLocalDraft,
  };
}

export type SkuEditor = ReturnType<typeof useSkuEditor>;
