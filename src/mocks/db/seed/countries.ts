/** Countries (international mode), their states and cities; read-only. */
import { svgDataUrl } from '../../lib/images';

export interface CountryRow {
  id: string;
  code: string;
  name: string;
  flag: string;
  tel: string;
  mt: string;
  mobile_regex: string;
  __en: { name: string };
}

/** A tiny flag: horizontal stripes. */
const flag = (...stripes: string[]) =>
  svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16" viewBox="0 0 24 16">${stripes
      .map((c, i) => `<rect y="${(16 / stripes.length) * i}" width="24" height="${16 / stripes.length}" fill="${c}"/>`)
      .join('')}</svg>`,
  );

const C: [code: string, zh: string, en: string, tel: string, example: string, regex: string, colors: string[]][] = [
  ['CN', '中国', 'China', '86', '13800138000', '^1[3-9]\\d{9}$', ['#DE2910', '#DE2910']],
  ['US', '美国', 'United States', '1', '2015550123', '^[2-9]\\d{9}$', ['#B22234', '#FFFFFF', '#3C3B6E']],
  ['JP', '日本', 'Japan', '81', '9012345678', '^[789]0\\d{8}$', ['#FFFFFF', '#BC002D', '#FFFFFF']],
  ['GB', '英国', 'United Kingdom', '44', '7400123456', '^7\\d{9}$', ['#012169', '#C8102E', '#012169']],
  ['DE', '德国', 'Germany', '49', '15123456789', '^1[5-7]\\d{8,9}$', ['#000000', '#DD0000', '#FFCE00']],
  ['FR', '法国', 'France', '33', '612345678', '^[67]\\d{8}$', ['#0055A4', '#FFFFFF', '#EF4135']],
  ['SG', '新加坡', 'Singapore', '65', '81234567', '^[89]\\d{7}$', ['#EF3340', '#FFFFFF']],
  ['AU', '澳大利亚', 'Australia', '61', '412345678', '^4\\d{8}$', ['#00008B', '#FFFFFF', '#00008B']],
  ['KR', '韩国', 'South Korea', '82', '1012345678', '^1[016789]\\d{7,8}$', ['#FFFFFF', '#CD2E3A', '#0047A0']],
  ['CA', '加拿大', 'Canada', '1', '4165550123', '^[2-9]\\d{9}$', ['#FF0000', '#FFFFFF', '#FF0000']],
];

export const COUNTRIES: readonly CountryRow[] = C.map(([code, zh, en, tel, mt, regex, colors], i) => ({
  id: String(i + 1),
  code,
  name: zh,
  flag: flag(...colors),
  tel,
  mt,
  mobile_regex: regex,
  __en: { name: en },
}));

const STATES: Record<string, [zh: string, en: string, cities: string[]][]> = {
  CN: [['广东省', 'Guangdong', ['深圳', '广州', '东莞']], ['浙江省', 'Zhejiang', ['杭州', '宁波']], ['北京市', 'Beijing', ['北京']], ['上海市', 'Shanghai', ['上海']]],
  US: [['加利福尼亚州', 'California', ['Los Angeles', 'San Francisco']], ['纽约州', 'New York', ['New York City', 'Buffalo']], ['德克萨斯州', 'Texas', ['Houston', 'Austin']], ['华盛顿州', 'Washington', ['Seattle']]],
  JP: [['东京都', 'Tokyo', ['Shinjuku', 'Shibuya']], ['大阪府', 'Osaka', ['Osaka']], ['北海道', 'Hokkaido', ['Sapporo']]],
  GB: [['英格兰', 'England', ['London', 'Manchester']], ['苏格兰', 'Scotland', ['Edinburgh', 'Glasgow']]],
  DE: [['巴伐利亚州', 'Bavaria', ['Munich']], ['柏林', 'Berlin', ['Berlin']], ['黑森州', 'Hesse', ['Frankfurt']]],
  FR: [['法兰西岛', 'Île-de-France', ['Paris']], ['普罗旺斯', "Provence-Alpes-Côte d'Azur", ['Marseille', 'Nice']]],
  SG: [['中区', 'Central Region', ['Singapore']]],
  AU: [['新南威尔士州', 'New South Wales', ['Sydney']], ['维多利亚州', 'Victoria', ['Melbourne']]],
  KR: [['首尔', 'Seoul', ['Seoul']], ['釜山', 'Busan', ['Busan']]],
  CA: [['安大略省', 'Ontario', ['Toronto', 'Ottawa']], ['不列颠哥伦比亚省', 'British Columbia', ['Vancouver']]],
};

export interface StateRow {
  id: string;
  name: string;
  __en: { name: string };
}

export function statesOf(code: string): StateRow[] | null {
  const country = COUNTRIES.find((c) => c.code === code.toUpperCase() || c.id === code);
  if (!country) return null;
  return (STATES[country.code] ?? []).map(([zh, en], i) => ({ id: `${country.id}${String(i + 1).padStart(2, '0')}`, name: zh, __en: { name: en } }));
}

export function citiesOf(code: string): { id: string; name: string }[] | null {
  const country = COUNTRIES.find((c) => c.code === code.toUpperCase() || c.id === code);
  if (!country) return null;
  return (STATES[country.code] ?? []).flatMap(([, , cities], s) =>
    cities.map((name, i) => ({ id: `${country.id}${String(s + 1).padStart(2, '0')}${String(i + 1).padStart(2, '0')}`, name })),
  );
}
