/**
 * The editor wired to the screen: reads the page, keeps the model's reducer, writes the local draft on
 * every change, saves and publishes through the page calls, and warns when the page changed on the
 * server since it was read.
 */

import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback/feedback';
import { useCall } from '@/engine/data/use-call';
import { emptyDocument, serializePage, type PageDocument } from '@/schemas/decoration/page-document';
import { storage } from '@/session/storage';
import { fillPath } from '@/utils/api-path';
import { parsePageData, PageDataError } from '../model/document';
import { draftDiffers, draftKey, webDraftStore, type PageDraft } from '../model/draft';
import { canRedo, canUndo, editorReducer, initialState, type EditorAction } from '../model/editor-state';
import { changedOnServer, type PageRecord } from '../model/server-page';

const drafts = webDraftStore(window.localStorage);
const RESOURCE = 'decorationPages';

export type LoadState = { kind: 'loading' } | { kind: 'failed'; unreadable?: boolean } | { kind: 'ready' };

export function usePageEditor(pageId: string) {
  const { t } = useTranslation('decoration');
  const { modal, message } = useFeedback();
  const call = useCall(RESOURCE);
  const [state, dispatch] = useReducer(editorReducer, undefined, () => initialState(emptyDocument()));
  const [record, setRecord] = useState<PageRecord | null>(null);
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [saving, setSaving] = useState(false);
  const [savedDoc, setSavedDoc] = useState<string>('');
  const [draft, setDraft] = useState<PageDraft | null>(null);
  const key = useMemo(() => draftKey(String(storage.getShop()?.shop_id ?? storage.getUser()?.uid ?? ''), pageId), [pageId]);
  const opened = useRef<PageRecord | null>(null);

  const read = useCallback(() => call<PageRecord>({ url: fillPath('seller/pages/{id}', { id: pageId }), method: 'get' }), [call, pageId]);

  const fetchPage = useCallback(
    () =>
      read()
        .then((page) => {
          const doc = parsePageData(page.page_data);
          opened.current = page;
          setRecord(page);
          setSavedDoc(serializePage(doc));
          dispatch({ type: 'load', doc });
          const stored = drafts.read(key);
          setDraft(draftDiffers(stored, doc) ? stored : null);
          setLoad({ kind: 'ready' });
        })
        .catch((error: unknown) => setLoad({ kind: 'failed', unreadable: error instanceof PageDataError })),
    [key, read],
  );

  useEffect(() => void fetchPage(), [fetchPage]);
  const reload = () => {
    setLoad({ kind: 'loading' });
    void fetchPage();
  };

  const current = serializePage(state.doc);
  const dirty = load.kind === 'ready' && current !== savedDoc;

  // Every change is in the browser at once: a crash or a closed tab loses nothing.
  useEffect(() => {
    if (!dirty || draft) return;
    if (!drafts.write(key, { doc: state.doc, base: opened.current?.modify_time ?? null, at: Date.now() })) void message.warning(t('editor.draftFailed'));
  }, [current, dirty, draft, key, message, state.doc, t]);

  useEffect(() => {
    if (!dirty) return;
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [dirty]);

  const restoreDraft = () => {
    if (!draft) return;
    dispatch({ type: 'load', doc: draft.doc });
    setDraft(null);
  };
  const discardDraft = () => {
    drafts.clear(key);
    setDraft(null);
  };

  /** Asks before overwriting what someone else saved since the page was read. */
  const confirmOverwrite = useCallback(async (): Promise<boolean> => {
    const now = await read();
    if (!opened.current || !changedOnServer(opened.current, now)) return true;
    return new Promise((resolve) =>
      modal.confirm({
        title: t('editor.conflictTitle'),
        content: t('editor.conflict'),
        okText: t('editor.overwrite'),
        cancelText: t('common:action.cancel'),
        okButtonProps: { danger: true },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
  }, [modal, read, t]);

  const save = useCallback(
    async (publish: boolean) => {
      setSaving(true);
      try {
        if (!(await confirmOverwrite())) return false;
        const text = serializePage(state.doc);
        let saved = await call<PageRecord>({ url: fillPath('seller/pages/{id}', { id: pageId }), method: 'put', body: 'json', data: { page_data: text } });
        // The publish call toggles: it is sent only to an unpublished page.
        if (publish && saved.publish_status !== 'YES') {
          const row = await call<PageRecord>({ url: fillPath('seller/pages/{id}/publish', { id: pageId }), method: 'put' });
          saved = { ...saved, ...row };
        }
        opened.current = saved;
        setRecord(saved);
        setSavedDoc(text);
        drafts.clear(key);
        void message.success(t(publish ? 'editor.published' : 'editor.saved'));
        return true;
      } catch {
        // The api client said why; the page and its draft stay as they are.
        return false;
      } finally {
        setSaving(false);
      }
    },
    [call, confirmOverwrite, key, message, pageId, state.doc, t],
  );

  return {
    state,
    dispatch: dispatch as (action: EditorAction) => void,
    record,
    load,
    reload,
    dirty,
    saving,
    draft,
    restoreDraft,
    discardDraft,
    save,
    canUndo: canUndo(state),
    canRedo: canRedo(state),
  };
}

export type PageEditorModel = ReturnType<typeof usePageEditor>;
export type { PageDocument };
