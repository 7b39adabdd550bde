/**
 * The family's texts in both languages: its menu titles (keyed by route name) and the labels of its
 * schema and screens (a key of its own in the area's namespace). Without a Chinese name the zh-CN texts
 * carry a "to be translated" mark, so that a translator finds them and no raw key shows meanwhile.
 */
const TO_TRANSLATE = '（待翻译）';

export function menuTitles(names) {
  const { camel, en, zh } = names;
  const english = { [camel]: en, [`${camel}Add`]: `${en}: add`, [`${camel}Edit`]: `${en}: edit`, [`${camel}Detail`]: `${en}: details` };
  const chinese = zh
    ? { [camel]: zh, [`${camel}Add`]: `新增${zh}`, [`${camel}Edit`]: `编辑${zh}`, [`${camel}Detail`]: `${zh}详情` }
    : Object.fromEntries(Object.entries(english).map(([key, text]) => [key, `${text}${TO_TRANSLATE}`]));
  return { 'zh-CN': chinese, 'en-US': english };
}

export function labels() {
  return {
    'zh-CN': { keyword: '关键词', id: '编号', name: '名称', description: '说明', enabled: '启用', createTime: '创建时间', base: '基本信息', add: '新增', confirmDelete: '确定删除所选记录吗？' },
    'en-US': { keyword: 'Keyword', id: 'ID', name: 'Name', description: 'Description', enabled: 'Enabled', createTime: 'Created', base: 'Basics', add: 'Add', confirmDelete: 'Delete the selected records?' },
  };
}

/** The seeded rows' names: the demo shows them in the caller's language. */
export const seedNames = (names) => ['A', 'B', 'C'].map((letter) => ({ zh: `${names.zh ?? names.en} ${letter}`, en: `${names.en} ${letter}` }));
