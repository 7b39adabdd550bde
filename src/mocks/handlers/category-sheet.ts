/** The shop's category-code sheet for the goods imports (api-reference §3.5), as a CSV file. */
import { HttpResponse } from 'msw';
import { CATEGORY_BY_ID, LEAF_CATEGORIES } from '../db/seed/catalog';
import { route } from './route';

const pathName = (path: string, english: boolean) =>
  path
    .split('|')
    .filter((id) => id && id !== '0')
    .map((id) => {
      const c = CATEGORY_BY_ID.get(id);
      return (english ? c?.__en.name : c?.name) ?? id;
    })
    .join(' > ');

export const categorySheetHandlers = [
  route('get', '*/seller/goods/export/categories', ({ english }) => {
    const lines = [
      english ? 'category_id,category' : '分类编码,分类',
      ...LEAF_CATEGORIES.map((c) => `${c.category_id},"${pathName(c.category_path, english).replace(/"/g, '""')}"`),
    ];
    // A BOM, so that spreadsheet programs read the Chinese names right.
    return new HttpResponse(`\ufeff${lines.join('\r\n')}\r\n`, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="categories.csv"' },
    });
  }),
];
