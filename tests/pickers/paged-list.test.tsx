/** The pickers' table paging (`usePagedList`, on Refine's table state): what it asks the server. */
import { act, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePagedList } from '@/components/pickers/shared/usePagedList';
import type { Params } from '@/utils/api-params';
import { settled, startMockServer } from '../helpers/mock-server';
import { renderHookInConsole } from '../helpers/render-component';
import { signInAs } from '../helpers/session';

const { server } = startMockServer();
let asked: URLSearchParams[] = [];

beforeEach(() => {
  signInAs();
  asked = [];
  server.use(
    mock.get('*/seller/pages', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return HttpResponse.json({ data: [{ id: '9223372036854775807', page: query.get('page_no') }], data_total: 95 });
    }),
  );
});

/** The hook as a picker mounts it; `props` are what the next render passes. */
let props: { url: string | null; params: Params };
const mount = (initial: typeof props) => {
  props = initial;
  return renderHookInConsole(() => usePagedList({ resource: 'pages', ...props, pageSize: 20 }));
};

const last = () => asked.at(-1)!;
const paging = () => [last().get('page_no'), last().get('page_size'), last().get('keyword')];

describe('usePagedList', () => {
  it('reads page 1, then the page asked for, with its total and rows (ids past 2^53 as strings)', async () => {
    const { result } = mount({ url: 'seller/pages', params: {} });
    await waitFor(() => expect(result.current.total).toBe(95));
    expect(paging()).toEqual(['1', '20', null]);
    expect(result.current.rows).toEqual([{ id: '9223372036854775807', page: '1' }]);
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.rows[0]?.page).toBe('3'));
    expect(result.current.pageNo).toBe(3);
    expect(paging()).toEqual(['3', '20', null]);
  });

  it('a new page size starts again at page 1', async () => {
    const { result } = mount({ url: 'seller/pages', params: {} });
    act(() => result.current.setPage(2));
    await waitFor(() => expect(paging()).toEqual(['2', '20', null]));
    act(() => result.current.setPage(2, 50));
    await waitFor(() => expect(paging()).toEqual(['1', '50', null]));
    expect(result.current.pageNo).toBe(1);
  });

  it('new filters start again at page 1; Reload on page 1 reads it again', async () => {
    const { result, rerender } = mount({ url: 'seller/pages', params: {} });
    act(() => result.current.setPage(4));
    await waitFor(() => expect(paging()).toEqual(['4', '20', null]));
    props = { url: 'seller/pages', params: { keyword: '首页' } };
    rerender();
    await waitFor(() => expect(paging()).toEqual(['1', '20', '首页']));
    expect(result.current.pageNo).toBe(1);
    expect(asked.some((q) => q.get('page_no') === '4' && q.get('keyword'))).toBe(false);
    const before = asked.length;
    act(() => result.current.reload());
    await waitFor(() => expect(asked).toHaveLength(before + 1));
  });

  it('reads nothing while it has no address (a closed dialog)', async () => {
    const { result } = mount({ url: null, params: {} });
    await settled();
    expect(asked).toEqual([]);
    expect(result.current.loading).toBe(false);
  });
});
