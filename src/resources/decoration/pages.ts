/** Micro-pages (api reference §10; docs/api/decoration.md §1): one family, a list per client type. */
import { defineFamily } from '@/engine/declare';
import type { Action, ListConfig } from '@/engine/list/types';
import { emptyDocument, serializePage } from '@/schemas/decoration/page-document';
import { pageSchema, type PageRow } from '@/schemas/decoration/pages';
import { fillPath, joinIds } from '@/utils/api-path';
import { pagesHead } from './families';
import { openPageEditor } from './open-editor';

/**
 * What a page's state allows (the server's rules): the home page is always published and can be neither
 * unpublished nor deleted; only a published page becomes the home page.
 */
export const pageFlags = (row: PageRow) => {
  const home = row.is_index === 'YES';
  const published = row.publish_status === 'YES';
  return { allow_publish: !published, allow_unpublish: published && !home, allow_index: published && !home, allow_delete: !home };
};

export const pages = defineFamily<PageRow>({
  ...pagesHead,
  schema: pageSchema,
  flags: pageFlags,
  titleOf: (row) => row.page_name,
});

const onPage = (suffix: string) => ([id]: string[]) => ({ url: fillPath(`seller/pages/{id}${suffix}`, { id }), method: 'put' as const });

const actions = {
  // The editor opens in its own window: no call here (the window saves); its hand-over posts the session.
  decorate: { key: 'decorate', label: 'decoration:page.decorate', primary: true, run: async ([id]) => void openPageEditor(id!) },
  copy: { key: 'copy', label: 'decoration:page.copy', confirm: 'decoration:page.confirmCopy', request: onPage('/copy') },
  publish: { key: 'publish', label: 'decoration:page.publish', flag: 'allow_publish', request: onPage('/publish') },
  unpublish: { key: 'unpublish', label: 'decoration:page.unpublish', flag: 'allow_unpublish', confirm: 'decoration:page.confirmUnpublish', request: onPage('/publish') },
  index: { key: 'index', label: 'decoration:page.setHome', flag: 'allow_index', confirm: 'decoration:page.confirmSetHome', request: onPage('/index') },
  remove: {
    key: 'delete',
    label: 'common:action.delete',
    flag: 'allow_delete',
    danger: true,
    confirm: 'decoration:page.confirmDelete',
    request: (ids) => ({ url: fillPath('seller/pages/{ids}', { ids: joinIds(ids) }), method: 'delete' }),
  },
} satisfies Record<string, Action<PageRow>>;

/** The list of one client type; a new page starts as an empty page of the current schema. */
export const pageList = (clientType: PageRow['client_type']): ListConfig<PageRow> => ({
  fixedFilters: { client_type: clientType },
  tabs: [
    { key: 'all', label: 'decoration:page.all', filters: {} },
    { key: 'published', label: 'decoration:page.published', filters: { publish_status: 'YES' } },
    { key: 'unpublished', label: 'decoration:page.unpublished', filters: { publish_status: 'NO' } },
  ],
  rowActions: [actions.decorate, actions.publish, actions.unpublish, actions.index, actions.copy, actions.remove],
  bulkActions: [actions.remove],
  form: {
    create: (values) => ({
      url: 'seller/pages',
      method: 'post',
      body: 'json',
      data: { page_name: values.page_name, remark: values.remark ?? '', client_type: clientType, page_data: serializePage(emptyDocument()) },
    }),
    // Name and description only: the widgets are the editor's.
    update: (row, values) => ({ url: fillPath('seller/pages/{id}', { id: row.id }), method: 'put', body: 'json', data: { page_name: values.page_name, remark: values.remark ?? '' } }),
  },
});
